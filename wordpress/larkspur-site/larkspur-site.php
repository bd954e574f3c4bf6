<?php
/**
 * Plugin Name:       Larkspur site
 * Description:       What the Larkspur website needs from WordPress: its post types, ACF blocks and field groups (generated from the site's block schemas), the Site options page, revalidation of the site on publish and Preview through the site's draft mode.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Text Domain:       larkspur-site
 * License:           MIT
 *
 * The folders blocks/ and acf-json/ are written by `npm run codegen` in the site's repository:
 * edit the block schemas there, never these files.
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

define( 'LARKSPUR_SITE_PLUGIN_DIR', __DIR__ );

require_once __DIR__ . '/includes/config.php';
require_once __DIR__ . '/includes/content-types.php';
require_once __DIR__ . '/includes/acf.php';
require_once __DIR__ . '/includes/revalidate.php';
require_once __DIR__ . '/includes/preview.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/import.php';
require_once __DIR__ . '/includes/editor-preview.php';
require_once __DIR__ . '/includes/noindex.php';

Larkspur_Site_Revalidator::register();
