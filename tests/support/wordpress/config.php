<?php
/**
 * wp-config of the end-to-end test's WordPress, read by Debian's /usr/share/wordpress/wp-config.php
 * through /etc/wordpress/config-<run>.php. Everything that differs per run comes from the server's
 * environment (tests/support/wordpress.ts sets it): a database of its own, its URL, its content folder.
 */
define( 'DB_NAME', getenv( 'LARKSPUR_E2E_DB' ) );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', getenv( 'LARKSPUR_E2E_DB_HOST' ) ?: '127.0.0.1:3306' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
// What a site owner writes in wp-config.php instead of the settings screen (RunningWordPress.constants),
// read first so that a test can also move WordPress's public address (WP_HOME) off the loopback.
if ( getenv( 'LARKSPUR_E2E_CONSTANTS' ) && is_file( getenv( 'LARKSPUR_E2E_CONSTANTS' ) ) ) {
	require getenv( 'LARKSPUR_E2E_CONSTANTS' );
}
defined( 'WP_HOME' ) || define( 'WP_HOME', getenv( 'LARKSPUR_E2E_URL' ) );
define( 'WP_SITEURL', getenv( 'LARKSPUR_E2E_URL' ) );
define( 'WP_CONTENT_DIR', getenv( 'LARKSPUR_E2E_CONTENT' ) );
define( 'WP_CONTENT_URL', getenv( 'LARKSPUR_E2E_URL' ) . '/wp-content' );
// Application passwords (the test's REST client) need https or a local environment.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $larkspur_e2e_key ) {
	define( $larkspur_e2e_key, 'larkspur-e2e-' . $larkspur_e2e_key . '-' . getenv( 'LARKSPUR_E2E_DB' ) );
}
if ( getenv( 'LARKSPUR_E2E_TIMEOUT' ) ) {
	define( 'LARKSPUR_REVALIDATE_TIMEOUT', (float) getenv( 'LARKSPUR_E2E_TIMEOUT' ) );
}
$table_prefix = 'wp_';
