<?php
/**
 * Where the website is and the secret it shares with WordPress: the constants
 * LARKSPUR_SITE_URL and LARKSPUR_REVALIDATE_SECRET in wp-config.php, or else the plugin's
 * settings screen (Settings → Larkspur site). The secret is only ever sent to that URL.
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

/** The option names of the settings screen. */
const LARKSPUR_SITE_URL_OPTION    = 'larkspur_site_url';
const LARKSPUR_SITE_SECRET_OPTION = 'larkspur_site_revalidate_secret';
const LARKSPUR_SITE_LAST_OPTION   = 'larkspur_site_last_revalidation';

/**
 * The site's base URL without a trailing slash, e.g. `https://www.example.com`, or '' when it is
 * not set or not an http(s) URL.
 */
function larkspur_site_url() {
	$url = defined( 'LARKSPUR_SITE_URL' ) ? (string) LARKSPUR_SITE_URL : (string) get_option( LARKSPUR_SITE_URL_OPTION, '' );
	return larkspur_site_normalize_url( $url );
}

/** The shared secret (the site's REVALIDATE_SECRET), or '' when it is not set. */
function larkspur_site_secret() {
	return defined( 'LARKSPUR_REVALIDATE_SECRET' ) ? (string) LARKSPUR_REVALIDATE_SECRET : (string) get_option( LARKSPUR_SITE_SECRET_OPTION, '' );
}

/** True when both the URL and the secret are set. */
function larkspur_site_is_configured() {
	return '' !== larkspur_site_url() && '' !== larkspur_site_secret();
}

/**
 * An http(s) URL without query, fragment or trailing slash; '' for anything else.
 *
 * @param string $url What an administrator typed.
 */
function larkspur_site_normalize_url( $url ) {
	$url   = trim( $url );
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) ) {
		return '';
	}
	if ( isset( $parts['query'] ) || isset( $parts['fragment'] ) || isset( $parts['user'] ) ) {
		return '';
	}
	$port = isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
	$path = isset( $parts['path'] ) ? rtrim( $parts['path'], '/' ) : '';
	return strtolower( $parts['scheme'] ) . '://' . strtolower( $parts['host'] ) . $port . $path;
}

/**
 * The path of a WordPress URL on the website (WordPress's own path prefix removed), e.g.
 * `/news/some-post/`; '' when the URL is not one of this WordPress.
 *
 * @param string $url A permalink.
 */
function larkspur_site_path_of( $url ) {
	$home = wp_parse_url( home_url( '/' ) );
	$link = wp_parse_url( $url );
	if ( ! is_array( $link ) || ! is_array( $home ) || isset( $link['query'] ) ) {
		return '';
	}
	if ( isset( $link['host'] ) && strtolower( $link['host'] ) !== strtolower( $home['host'] ?? '' ) ) {
		return '';
	}
	$path   = $link['path'] ?? '/';
	$prefix = rtrim( $home['path'] ?? '', '/' );
	if ( '' !== $prefix && 0 === strpos( $path, $prefix . '/' ) ) {
		$path = substr( $path, strlen( $prefix ) );
	}
	return '/' . ltrim( $path, '/' );
}
