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
 * Changing the site URL clears the shared secret (unless wp-config.php sets it): a secret meant for
 * one site is never sent to another. Hooked here, so every way the option changes is covered.
 */
add_action(
	'update_option_' . LARKSPUR_SITE_URL_OPTION,
	static function ( $old, $new ) {
		if ( larkspur_site_normalize_url( (string) $old ) !== larkspur_site_normalize_url( (string) $new ) ) {
			delete_option( LARKSPUR_SITE_SECRET_OPTION );
		}
	},
	10,
	2
);

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
 * True for a loopback host: `localhost`, `*.localhost`, 127.0.0.0/8 or [::1].
 *
 * @param string $host A URL's host.
 */
function larkspur_site_is_loopback_host( $host ) {
	$host = strtolower( trim( (string) $host, '[]' ) );
	return 'localhost' === $host || '.localhost' === substr( $host, -10 ) || '::1' === $host || 1 === preg_match( '/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/', $host );
}

/**
 * An http(s) URL without query, fragment or trailing slash; '' for anything else. Plain http is
 * accepted for a loopback host only: the secret travels with every request to this URL.
 *
 * @param string $url What an administrator typed.
 */
function larkspur_site_normalize_url( $url ) {
	$parts  = wp_parse_url( trim( $url ) );
	$scheme = is_array( $parts ) ? strtolower( $parts['scheme'] ?? '' ) : '';
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
		return '';
	}
	if ( isset( $parts['query'] ) || isset( $parts['fragment'] ) || isset( $parts['user'] ) ) {
		return '';
	}
	if ( 'http' === $scheme && ! larkspur_site_is_loopback_host( $parts['host'] ) ) {
		return '';
	}
	$port = isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
	$path = isset( $parts['path'] ) ? rtrim( $parts['path'], '/' ) : '';
	return $scheme . '://' . strtolower( $parts['host'] ) . $port . $path;
}

/**
 * Whether the site URL may be on this machine or a private network (any port): when wp-config.php
 * sets it (the server's owner chose it), or when WordPress itself runs on a loopback host (a
 * development install). Otherwise a URL typed on the settings screen gets WordPress's safe HTTP
 * API as it is: public hosts on ports 80, 443 and 8080 only.
 */
function larkspur_site_url_is_trusted() {
	return defined( 'LARKSPUR_SITE_URL' ) || larkspur_site_is_loopback_host( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
}

/**
 * Why the secret may not be sent to `$url`, or '' when it may: a link-local address (the cloud
 * metadata service at 169.254.169.254) is refused whoever configured it.
 *
 * @param string $url The revalidation endpoint.
 */
function larkspur_site_refusal( $url ) {
	$host = (string) wp_parse_url( $url, PHP_URL_HOST );
	$ip   = filter_var( $host, FILTER_VALIDATE_IP ) ? $host : gethostbyname( $host );
	if ( 0 === strpos( $ip, '169.254.' ) || 0 === strpos( $ip, '0.' ) || 0 === stripos( trim( $ip, '[]' ), 'fe80:' ) ) {
		return sprintf( '%s is a link-local address', $host );
	}
	return '';
}

/**
 * POSTs to the site through WordPress's safe HTTP API (wp_safe_remote_post: no loopback or
 * private hosts, no unusual ports, no redirects followed), widened to the configured site's own
 * host and port only when that URL is trusted (larkspur_site_url_is_trusted).
 *
 * @param string $url  The endpoint, on larkspur_site_url().
 * @param array  $args wp_remote_post's arguments.
 * @return array|WP_Error
 */
function larkspur_site_remote_post( $url, array $args ) {
	$refusal = larkspur_site_refusal( $url );
	if ( '' !== $refusal ) {
		return new WP_Error( 'larkspur_site_refused', $refusal );
	}
	$site  = wp_parse_url( larkspur_site_url() );
	$host  = strtolower( (string) ( $site['host'] ?? '' ) );
	$trust = larkspur_site_url_is_trusted();
	$external = static function ( $external, $requested ) use ( $host, $trust ) {
		return $external || ( $trust && strtolower( (string) $requested ) === $host );
	};
	$ports = static function ( $allowed, $requested ) use ( $host, $site, $trust ) {
		return $trust && strtolower( (string) $requested ) === $host && isset( $site['port'] ) ? array_merge( (array) $allowed, array( (int) $site['port'] ) ) : $allowed;
	};
	add_filter( 'http_request_host_is_external', $external, 10, 2 );
	add_filter( 'http_allowed_safe_ports', $ports, 10, 2 );
	try {
		$response = wp_safe_remote_post( $url, $args );
		// What WordPress answers for a URL its safe HTTP API will not call, said plainly.
		if ( is_wp_error( $response ) && ! wp_http_validate_url( $url ) ) {
			return new WP_Error( 'larkspur_site_refused', sprintf( 'WordPress\'s safe HTTP API does not call %s (a loopback or private address, or a port other than 80, 443 or 8080): set LARKSPUR_SITE_URL in wp-config.php to use it', $host ) );
		}
		return $response;
	} finally {
		remove_filter( 'http_request_host_is_external', $external, 10 );
		remove_filter( 'http_allowed_safe_ports', $ports, 10 );
	}
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
