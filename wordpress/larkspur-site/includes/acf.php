<?php
/**
 * The ACF side: the generated field groups (acf-json/, ACF local JSON), the site's ACF blocks
 * (blocks/<name>/block.json), the Site options page, and a notice while ACF PRO or Secure Custom
 * Fields is not active (without them, editors could not enter what the site reads).
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

/** True when an ACF with blocks, repeaters and options pages is active (ACF PRO or Secure Custom Fields). */
function larkspur_site_acf_is_ready() {
	return function_exists( 'acf_add_options_page' ) && function_exists( 'acf_register_block_type' ) && function_exists( 'acf_get_field_type' ) && acf_get_field_type( 'repeater' );
}

// The generated field groups load from the plugin, as ACF loads a theme's acf-json folder.
add_filter(
	'acf/settings/load_json',
	static function ( $paths ) {
		$paths[] = LARKSPUR_SITE_PLUGIN_DIR . '/acf-json';
		return $paths;
	}
);

add_action(
	'acf/init',
	static function () {
		if ( ! function_exists( 'acf_add_options_page' ) ) {
			return;
		}
		acf_add_options_page(
			array(
				'page_title'        => 'Site options',
				'menu_title'        => 'Site options',
				'menu_slug'         => 'site-options',
				'capability'        => 'edit_theme_options',
				'redirect'          => false,
				'show_in_graphql'   => true,
				'graphql_type_name' => 'SiteOptions',
			)
		);
	}
);

// The ACF blocks: one block.json per block name. ACF reads their "acf" key (render callback, mode).
add_action(
	'init',
	static function () {
		if ( ! larkspur_site_acf_is_ready() ) {
			return;
		}
		foreach ( glob( LARKSPUR_SITE_PLUGIN_DIR . '/blocks/*/block.json' ) as $file ) {
			register_block_type( dirname( $file ) );
		}
	},
	20
);

add_filter(
	'block_categories_all',
	static function ( $categories ) {
		array_unshift(
			$categories,
			array(
				'slug'  => 'larkspur',
				'title' => 'Larkspur',
				'icon'  => null,
			)
		);
		return $categories;
	}
);

/**
 * The editor's preview of every ACF block (block.json: acf.renderCallback): the block as the
 * website draws it (includes/editor-preview.php); when the website cannot draw it, a card with the
 * block's title, its first texts and why. Nothing is rendered outside the editor.
 *
 * @param array  $block      The block's settings and attributes.
 * @param string $content    The block's inner HTML (unused).
 * @param bool   $is_preview True in the editor.
 * @param int    $post_id    The post being edited.
 */
function larkspur_site_render_block_preview( $block, $content = '', $is_preview = false, $post_id = 0 ) {
	if ( ! $is_preview ) {
		return;
	}
	$why = larkspur_site_editor_preview( $block, (int) $post_id );
	if ( '' === $why ) {
		return;
	}
	$texts  = array();
	// ACF's get_fields() answers false for a block without values.
	$fields = function_exists( 'get_fields' ) ? get_fields() : false;
	if ( ! is_array( $fields ) ) {
		$fields = array();
	}
	array_walk_recursive(
		$fields,
		static function ( $value ) use ( &$texts ) {
			if ( count( $texts ) < 2 && is_string( $value ) && ! is_numeric( $value ) ) {
				$text = trim( wp_strip_all_tags( $value ) );
				if ( '' !== $text && false === strpos( $text, '://' ) ) {
					$texts[] = wp_trim_words( $text, 14 );
				}
			}
		}
	);
	$title = isset( $block['title'] ) ? $block['title'] : ( $block['name'] ?? '' );
	printf(
		'<div class="larkspur-block-preview" style="border:1px dashed #8c8f94;border-radius:4px;padding:16px;background:#f6f7f7;font:14px/1.5 sans-serif;color:#1d2327">' .
		'<strong style="display:block">%s</strong>%s<span style="display:block;color:#646970;font-size:12px">%s</span><span class="larkspur-block-preview-why" style="display:block;color:#646970;font-size:12px">%s</span></div>',
		esc_html( $title ),
		$texts ? '<span style="display:block">' . esc_html( implode( ' · ', $texts ) ) . '</span>' : '',
		esc_html__( 'Shown as on the website after publishing; edit its fields in the block settings.', 'larkspur-site' ),
		/* translators: %s: why the website could not draw the block */
		esc_html( sprintf( __( 'The website\'s preview is not shown: %s', 'larkspur-site' ), $why ) )
	);
}

add_action(
	'admin_notices',
	static function () {
		if ( larkspur_site_acf_is_ready() || ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		$missing = function_exists( 'acf_add_local_field_group' )
			? __( 'The active Advanced Custom Fields has no repeaters, blocks or options pages (the free edition).', 'larkspur-site' )
			: __( 'Advanced Custom Fields is not active.', 'larkspur-site' );
		printf(
			'<div class="notice notice-error"><p><strong>%s</strong> %s %s</p></div>',
			esc_html__( 'Larkspur site:', 'larkspur-site' ),
			esc_html( $missing ),
			esc_html__( 'Activate ACF PRO or Secure Custom Fields: until then the site\'s blocks, their fields, the post types\' field groups and the Site options page are not registered.', 'larkspur-site' )
		);
	}
);
