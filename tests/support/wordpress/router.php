<?php
/**
 * Router of PHP's built-in server for the end-to-end test's WordPress (Debian's package):
 *   php -S 127.0.0.1:PORT -t /usr/share/wordpress router.php
 * Debian's wp-config.php reads /etc/wordpress/config-$WORDPRESS_CONFIG.php (tests/support/wordpress.ts
 * writes it, pointing at config.php here); /wp-content/* is served from the run's own content folder;
 * every other path that is not a file goes to index.php (pretty permalinks, the REST API).
 */
$_SERVER['WORDPRESS_CONFIG'] = getenv( 'LARKSPUR_E2E_CONFIG' );
$docroot = $_SERVER['DOCUMENT_ROOT'];
$path    = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
if ( false !== strpos( $path, '..' ) ) {
	http_response_code( 400 );
	return true;
}
if ( 0 === strpos( $path, '/wp-content/' ) ) {
	$file = getenv( 'LARKSPUR_E2E_CONTENT' ) . substr( $path, strlen( '/wp-content' ) );
	if ( is_file( $file ) && '.php' !== substr( $file, -4 ) ) {
		header( 'Content-Type: ' . ( mime_content_type( $file ) ?: 'application/octet-stream' ) );
		readfile( $file );
		return true;
	}
	http_response_code( 404 );
	return true;
}
if ( '/' !== $path && file_exists( $docroot . $path ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $docroot . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $docroot );
require $docroot . '/index.php';
