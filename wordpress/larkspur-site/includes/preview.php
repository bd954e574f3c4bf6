<?php
/**
 * The editor's Preview button opens the page on the website in draft mode:
 * `{site}/api/draft/?uri=/news/some-post/&expires=…&token=…`, signed with the shared secret
 * (HMAC-SHA256 of `draft {uri} {expires}`) so that the link never shows the secret to whoever
 * can preview; the site checks the signature, turns draft mode on and redirects to the page.
 * A link lasts LARKSPUR_SITE_PREVIEW_SECONDS. Without a configured site, WordPress's own preview stays.
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

/** How long a Preview link opens the site in draft mode: a working day, like WordPress's own nonces. */
const LARKSPUR_SITE_PREVIEW_SECONDS = 12 * 3600;

/**
 * The signed query of a Preview link to `$path` (site/editor/secret.ts checks it).
 *
 * @param string $path    The site path, such as /news/some-post/.
 * @param int    $expires Unix seconds.
 */
function larkspur_site_preview_query( $path, $expires ) {
	return http_build_query(
		array(
			'uri'     => $path,
			'expires' => $expires,
			'token'   => hash_hmac( 'sha256', 'draft ' . $path . ' ' . $expires, larkspur_site_secret() ),
		),
		'',
		'&',
		PHP_QUERY_RFC3986
	);
}

/**
 * The path a post has, or will have once published.
 *
 * @param WP_Post $post
 */
function larkspur_site_preview_path( $post ) {
	if ( 'publish' === $post->post_status ) {
		return larkspur_site_path_of( (string) get_permalink( $post ) );
	}
	if ( ! function_exists( 'get_sample_permalink' ) ) {
		require_once ABSPATH . 'wp-admin/includes/post.php';
	}
	list( $template, $name ) = get_sample_permalink( $post );
	return larkspur_site_path_of( str_replace( array( '%pagename%', '%postname%' ), $name, $template ) );
}

add_filter(
	'preview_post_link',
	static function ( $link, $post ) {
		if ( ! larkspur_site_is_configured() || ! $post instanceof WP_Post ) {
			return $link;
		}
		$path = larkspur_site_preview_path( $post );
		if ( '' === $path ) {
			return $link;
		}
		return larkspur_site_url() . '/api/draft/?' . larkspur_site_preview_query( $path, time() + LARKSPUR_SITE_PREVIEW_SECONDS );
	},
	10,
	2
);
