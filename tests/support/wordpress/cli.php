<?php
/**
 * WordPress from the command line for the end-to-end test (the environment of tests/support/wordpress.ts):
 *   php cli.php create-db | drop-db        the run's own database in MariaDB
 *   php cli.php install ADMIN_PASSWORD     installs WordPress, sets /news/%postname%/ permalinks, activates
 *                                          the plugin, prints an application password of the admin as JSON
 *   php cli.php option NAME [VALUE]        sets an option (no VALUE: deletes it)
 *   php cli.php post-type NAME             prints what the post type was registered with for GraphQL, as JSON
 *   php cli.php import-options FILE        applies a site options file with the plugin's import, prints its
 *                                          report and the options, front page and menu locations, as JSON
 *   php cli.php editor-preview POST_ID JSON  prints what the ACF render callback shows in the editor for the block JSON
 */
$larkspur_e2e_command = $argv[1] ?? '';
$larkspur_e2e_db      = getenv( 'LARKSPUR_E2E_DB' );
if ( ! preg_match( '/^wp_e2e_[a-z0-9]+$/', (string) $larkspur_e2e_db ) ) {
	fwrite( STDERR, "LARKSPUR_E2E_DB must be wp_e2e_<letters and digits>\n" );
	exit( 2 );
}
if ( 'create-db' === $larkspur_e2e_command || 'drop-db' === $larkspur_e2e_command ) {
	list( $host, $port ) = explode( ':', getenv( 'LARKSPUR_E2E_DB_HOST' ) ?: '127.0.0.1:3306' );
	$mysql               = new mysqli( $host, 'root', '', '', (int) $port );
	$mysql->query( 'create-db' === $larkspur_e2e_command ? "CREATE DATABASE `$larkspur_e2e_db` CHARACTER SET utf8mb4" : "DROP DATABASE IF EXISTS `$larkspur_e2e_db`" ) || exit( 1 );
	exit( 0 );
}

$_SERVER['WORDPRESS_CONFIG'] = getenv( 'LARKSPUR_E2E_CONFIG' );
$_SERVER['HTTP_HOST']        = (string) parse_url( getenv( 'LARKSPUR_E2E_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'LARKSPUR_E2E_URL' ), PHP_URL_PORT );
$_SERVER['SERVER_NAME']      = '127.0.0.1';
$_SERVER['REQUEST_URI']      = '/';
$_SERVER['REQUEST_METHOD']   = 'GET';
if ( 'install' === $larkspur_e2e_command ) {
	define( 'WP_INSTALLING', true );
}
require '/usr/share/wordpress/wp-load.php';

switch ( $larkspur_e2e_command ) {
	case 'install':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		add_filter( 'pre_wp_mail', '__return_false' ); // No mail server here: the new site's notice goes nowhere.
		wp_install( 'Larkspur e2e', 'admin', 'admin@example.test', false, '', $argv[2] );
		update_option( 'permalink_structure', '/news/%postname%/' );
		update_option( 'timezone_string', 'UTC' );
		$result = activate_plugin( 'larkspur-site/larkspur-site.php' );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, 'activating the plugin failed: ' . $result->get_error_message() . "\n" );
			exit( 1 );
		}
		flush_rewrite_rules( false );
		list( $password ) = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'e2e' ) );
		echo wp_json_encode( array( 'user' => 'admin', 'applicationPassword' => $password, 'activePlugins' => get_option( 'active_plugins' ) ) );
		break;
	case 'option':
		if ( isset( $argv[3] ) ) {
			update_option( $argv[2], $argv[3] );
		} else {
			delete_option( $argv[2] );
		}
		break;
	case 'post-type':
		// WordPress keeps every argument a post type is registered with; WPGraphQL reads these.
		$larkspur_e2e_type = get_post_type_object( $argv[2] );
		echo wp_json_encode(
			$larkspur_e2e_type ? array(
				'show_in_graphql'     => $larkspur_e2e_type->show_in_graphql ?? null,
				'graphql_single_name' => $larkspur_e2e_type->graphql_single_name ?? null,
				'graphql_plural_name' => $larkspur_e2e_type->graphql_plural_name ?? null,
			) : null
		);
		break;
	case 'import-options':
		wp_set_current_user( 1 );
		$larkspur_e2e_report = larkspur_site_import_options_file( $argv[2] );
		echo wp_json_encode(
			array(
				'report'        => is_wp_error( $larkspur_e2e_report ) ? $larkspur_e2e_report->get_error_message() : $larkspur_e2e_report,
				'options'       => array(
					'options_footer_contact_info'  => get_option( 'options_footer_contact_info' ),
					'_options_footer_contact_info' => get_option( '_options_footer_contact_info' ),
					'options_grid_0_cta'           => get_option( 'options_grid_0_cta' ),
					'blogname'                     => get_option( 'blogname' ),
					'siteurl'                      => get_option( 'siteurl' ),
				),
				'frontPage'     => (int) get_option( 'page_on_front' ),
				'menuLocations' => get_theme_mod( 'nav_menu_locations', array() ),
			)
		);
		break;
	case 'editor-preview':
		// As ACF calls it in the block editor (ACF itself is not installable here).
		larkspur_site_render_block_preview( json_decode( $argv[3], true ), '', true, (int) $argv[2] );
		break;
	default:
		fwrite( STDERR, "unknown command $larkspur_e2e_command\n" );
		exit( 2 );
}
