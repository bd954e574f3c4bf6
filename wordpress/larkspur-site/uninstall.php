<?php
/**
 * Removes the plugin's settings when it is deleted (content, post types' posts and ACF values stay).
 *
 * @package LarkspurSite
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'larkspur_site_url' );
delete_option( 'larkspur_site_revalidate_secret' );
delete_option( 'larkspur_site_last_revalidation' );
