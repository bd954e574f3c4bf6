<?php
/**
 * Import of what a WordPress export (WXR) cannot carry: the Site options page's values, the menu
 * locations, the front page, the site's title and tagline, and the custom fields of menu items.
 * `npm run export:wordpress` in the site's repository writes them as larkspur-site-options.json
 * beside the WXR file; this applies that file after Tools → Import → WordPress has imported the
 * WXR. Three ways in, one function: Tools → Larkspur import (upload the file), WP-CLI
 * `wp larkspur import-options FILE`, or `larkspur_site_import_options()` from PHP.
 *
 * Only the values the plugin's field groups define are written: option names must belong to a
 * field of a group shown on the Site options page, menu item meta to a field of a group shown on
 * menu items (acf-json/). Anything else in the file is reported and skipped.
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

const LARKSPUR_SITE_OPTIONS_FORMAT = 'larkspur-site-options/1';

// The site's icons, logos and illustrations are SVG, which WordPress uploads for nobody. Users who
// may publish unfiltered HTML (administrators) may upload them: they could add a script to a page
// anyway, and the site shows media in <img>, where an SVG's scripts never run.
add_filter(
	'upload_mimes',
	static function ( $mimes ) {
		if ( current_user_can( 'unfiltered_html' ) ) {
			$mimes['svg'] = 'image/svg+xml';
		}
		return $mimes;
	}
);
const LARKSPUR_SITE_IMPORT_PAGE    = 'larkspur-import';

/**
 * The top-level field names of the plugin's field groups whose location is `$param == $value`.
 *
 * @param string $param ACF location parameter (options_page, nav_menu_item).
 * @return string[]
 */
function larkspur_site_field_names( $param ) {
	$names = array();
	foreach ( glob( LARKSPUR_SITE_PLUGIN_DIR . '/acf-json/*.json' ) as $file ) {
		$group = json_decode( (string) file_get_contents( $file ), true );
		if ( ! is_array( $group ) || empty( $group['fields'] ) ) {
			continue;
		}
		foreach ( (array) ( $group['location'] ?? array() ) as $rules ) {
			foreach ( (array) $rules as $rule ) {
				if ( isset( $rule['param'] ) && $param === $rule['param'] ) {
					$names = array_merge( $names, array_column( $group['fields'], 'name' ) );
				}
			}
		}
	}
	return array_values( array_unique( $names ) );
}

/**
 * True when `$row` (a flattened ACF row name such as `options_grid_0_cta` or its `_` key row)
 * stores one of the `$names` fields under `$prefix`.
 *
 * @param string   $row    The option or meta name.
 * @param string   $prefix `options_` for options, '' for post meta.
 * @param string[] $names  Top-level field names.
 */
function larkspur_site_is_field_row( $row, $prefix, array $names ) {
	$name = ltrim( (string) $row, '_' );
	if ( '' !== $prefix ) {
		if ( 0 !== strpos( $name, $prefix ) ) {
			return false;
		}
		$name = substr( $name, strlen( $prefix ) );
	}
	foreach ( $names as $field ) {
		if ( $name === $field || 0 === strpos( $name, $field . '_' ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Applies an export's site options file.
 *
 * @param array $data The decoded larkspur-site-options.json.
 * @return string[]|WP_Error What was done, one line each; an error when the file is not such an export.
 */
function larkspur_site_import_options( array $data ) {
	if ( ( $data['format'] ?? '' ) !== LARKSPUR_SITE_OPTIONS_FORMAT ) {
		return new WP_Error( 'larkspur_import_format', sprintf( 'Not a Larkspur site options file (expected "format": "%s").', LARKSPUR_SITE_OPTIONS_FORMAT ) );
	}
	$report = array();

	foreach ( array( 'blogname', 'blogdescription' ) as $option ) {
		if ( isset( $data[ $option ] ) && is_string( $data[ $option ] ) ) {
			update_option( $option, sanitize_text_field( $data[ $option ] ) );
			$report[] = sprintf( '%s: %s', $option, get_option( $option ) );
		}
	}

	$option_fields = larkspur_site_field_names( 'options_page' );
	$written       = 0;
	foreach ( (array) ( $data['options'] ?? array() ) as $name => $value ) {
		if ( ! larkspur_site_is_field_row( $name, 'options_', $option_fields ) ) {
			$report[] = sprintf( 'skipped option %s: no Site options field stores it', $name );
			continue;
		}
		update_option( $name, $value, false );
		if ( 0 !== strpos( (string) $name, '_' ) ) {
			++$written; // A value, not the row of its field key.
		}
	}
	$report[] = sprintf( 'Site options: %d values', $written );

	if ( ! empty( $data['frontPage'] ) ) {
		$page = get_page_by_path( (string) $data['frontPage'] );
		if ( $page ) {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', $page->ID );
			$report[] = sprintf( 'front page: %s (%d)', $data['frontPage'], $page->ID );
		} else {
			$report[] = sprintf( 'front page: no page %s; import the WXR file first', $data['frontPage'] );
		}
	}

	$registered = get_registered_nav_menus();
	$locations  = (array) get_theme_mod( 'nav_menu_locations', array() );
	foreach ( (array) ( $data['menuLocations'] ?? array() ) as $location => $slug ) {
		$menu = wp_get_nav_menu_object( (string) $slug );
		if ( ! isset( $registered[ $location ] ) || ! $menu ) {
			$report[] = sprintf( 'menu location %s: %s', $location, isset( $registered[ $location ] ) ? "no menu $slug; import the WXR file first" : 'not a location of this site' );
			continue;
		}
		$locations[ $location ] = (int) $menu->term_id;
		$report[]               = sprintf( 'menu location %s: %s', $location, $menu->name );
	}
	set_theme_mod( 'nav_menu_locations', $locations );

	$item_fields = larkspur_site_field_names( 'nav_menu_item' );
	foreach ( (array) ( $data['menuItemFields'] ?? array() ) as $entry ) {
		$menu  = wp_get_nav_menu_object( (string) ( $entry['menu'] ?? '' ) );
		$items = $menu ? wp_get_nav_menu_items( $menu->term_id, array( 'post_status' => 'any' ) ) : array();
		$found = null;
		foreach ( (array) $items as $item ) {
			if ( (int) $item->menu_order === (int) ( $entry['position'] ?? 0 ) ) {
				$found = $item;
			}
		}
		if ( ! $found ) {
			$report[] = sprintf( 'menu item %s #%d: not found; import the WXR file first', $entry['menu'] ?? '', $entry['position'] ?? 0 );
			continue;
		}
		foreach ( (array) ( $entry['meta'] ?? array() ) as $key => $value ) {
			if ( larkspur_site_is_field_row( $key, '', $item_fields ) ) {
				update_post_meta( $found->ID, wp_slash( $key ), wp_slash( $value ) );
			}
		}
		$report[] = sprintf( 'menu item fields: %s "%s"', $menu->name, $found->title );
	}

	return $report;
}

/**
 * Reads and applies a site options file.
 *
 * @param string $file Path of larkspur-site-options.json.
 * @return string[]|WP_Error
 */
function larkspur_site_import_options_file( $file ) {
	$data = json_decode( (string) file_get_contents( $file ), true );
	if ( ! is_array( $data ) ) {
		return new WP_Error( 'larkspur_import_json', 'The file is not JSON: ' . json_last_error_msg() );
	}
	return larkspur_site_import_options( $data );
}

if ( defined( 'WP_CLI' ) && WP_CLI ) {
	WP_CLI::add_command(
		'larkspur import-options',
		/**
		 * Applies larkspur-site-options.json (written by `npm run export:wordpress`) after the WXR import.
		 *
		 * ## OPTIONS
		 *
		 * <file>
		 * : Path of larkspur-site-options.json.
		 */
		static function ( $args ) {
			if ( empty( $args[0] ) || ! is_readable( $args[0] ) ) {
				WP_CLI::error( 'Give the path of a readable larkspur-site-options.json.' );
			}
			$result = larkspur_site_import_options_file( $args[0] );
			if ( is_wp_error( $result ) ) {
				WP_CLI::error( $result->get_error_message() );
			}
			foreach ( $result as $line ) {
				WP_CLI::log( $line );
			}
			WP_CLI::success( 'Site options imported.' );
		}
	);
}

add_action(
	'admin_menu',
	static function () {
		add_management_page( 'Larkspur import', 'Larkspur import', 'manage_options', LARKSPUR_SITE_IMPORT_PAGE, 'larkspur_site_render_import' );
	}
);

/** Tools → Larkspur import: upload larkspur-site-options.json, see what was applied. */
function larkspur_site_render_import() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$result = null;
	if ( isset( $_POST['larkspur_import'] ) ) {
		check_admin_referer( 'larkspur_import' );
		$upload = $_FILES['larkspur_options_file'] ?? null;
		$result = ( is_array( $upload ) && UPLOAD_ERR_OK === ( $upload['error'] ?? -1 ) && is_uploaded_file( $upload['tmp_name'] ) )
			? larkspur_site_import_options_file( $upload['tmp_name'] )
			: new WP_Error( 'larkspur_import_upload', __( 'Choose the file larkspur-site-options.json to upload.', 'larkspur-site' ) );
	}
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Larkspur import', 'larkspur-site' ); ?></h1>
		<p><?php esc_html_e( 'After importing the demo content (Tools → Import → WordPress, the file larkspur.wxr), upload larkspur-site-options.json from the same export: it sets the Site options, the menu locations, the front page and the featured menu item.', 'larkspur-site' ); ?></p>
		<?php if ( is_wp_error( $result ) ) : ?>
			<div class="notice notice-error"><p><?php echo esc_html( $result->get_error_message() ); ?></p></div>
		<?php elseif ( is_array( $result ) ) : ?>
			<div class="notice notice-success"><p><?php esc_html_e( 'Imported.', 'larkspur-site' ); ?></p><ul>
				<?php foreach ( $result as $line ) : ?>
					<li><?php echo esc_html( $line ); ?></li>
				<?php endforeach; ?>
			</ul></div>
		<?php endif; ?>
		<form method="post" enctype="multipart/form-data">
			<?php wp_nonce_field( 'larkspur_import' ); ?>
			<p>
				<label for="larkspur-options-file"><?php esc_html_e( 'Site options file (larkspur-site-options.json)', 'larkspur-site' ); ?></label><br />
				<input type="file" id="larkspur-options-file" name="larkspur_options_file" accept="application/json,.json" required />
			</p>
			<?php submit_button( __( 'Import site options', 'larkspur-site' ), 'primary', 'larkspur_import' ); ?>
		</form>
	</div>
	<?php
}
