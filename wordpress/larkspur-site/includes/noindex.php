<?php
/**
 * "Hide from search engines" for pages and posts without an SEO plugin: the site serves such a
 * page with `noindex` and leaves it out of its sitemap.
 *
 * - The choice is the post meta `_larkspur_noindex` ('1' hidden, '0' shown), set in the editor's
 *   "Search engines" box (and in the REST API, for whoever may edit the post).
 * - GraphQL: `larkspurNoindex: Boolean` on Page and Post.
 * - Yoast SEO stores its own choice in `_yoast_wpseo_meta-robots-noindex` ('1' noindex, '2'
 *   index, absent or '0' the post type's default). While Yoast is active, its choice is the one
 *   the field reports and the box is not shown (Yoast's own screen sets it). Without Yoast, a
 *   post that never had our choice keeps Yoast's stored one: an import from a Yoast site, or a
 *   site that switched Yoast off, keeps its hidden pages hidden.
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

const LARKSPUR_SITE_NOINDEX_META = '_larkspur_noindex';
const LARKSPUR_SITE_YOAST_NOINDEX_META = '_yoast_wpseo_meta-robots-noindex';

/** The post types whose pages the site serves, each with its GraphQL type. */
function larkspur_site_noindex_types() {
	return array(
		'page' => 'Page',
		'post' => 'Post',
	);
}

/** Whether Yoast SEO is active (it then decides, and shows its own setting). */
function larkspur_site_yoast_is_active() {
	return defined( 'WPSEO_VERSION' );
}

/**
 * Whether a post is kept out of search engines: Yoast's stored choice while Yoast is active,
 * else ours, else Yoast's stored choice.
 *
 * @param int  $post_id The post.
 * @param bool $yoast   Whether Yoast SEO is active.
 */
function larkspur_site_is_noindex( $post_id, $yoast ) {
	$yoast_choice = (string) get_post_meta( $post_id, LARKSPUR_SITE_YOAST_NOINDEX_META, true );
	if ( $yoast ) {
		return '1' === $yoast_choice;
	}
	$own = (string) get_post_meta( $post_id, LARKSPUR_SITE_NOINDEX_META, true );
	return '' !== $own ? '1' === $own : '1' === $yoast_choice;
}

add_action(
	'init',
	static function () {
		foreach ( array_keys( larkspur_site_noindex_types() ) as $type ) {
			register_post_meta(
				$type,
				LARKSPUR_SITE_NOINDEX_META,
				array(
					'type'              => 'string',
					'description'       => 'Hide from search engines: "1" hidden, "0" shown.',
					'single'            => true,
					'show_in_rest'      => true,
					'sanitize_callback' => static function ( $value ) {
						return in_array( $value, array( '1', 1, true, 'true' ), true ) ? '1' : '0';
					},
					'auth_callback'     => static function ( $allowed, $meta_key, $post_id ) {
						return current_user_can( 'edit_post', $post_id );
					},
				)
			);
		}
	}
);

add_action(
	'graphql_register_types',
	static function () {
		foreach ( larkspur_site_noindex_types() as $graphql_type ) {
			register_graphql_field(
				$graphql_type,
				'larkspurNoindex',
				array(
					'type'        => 'Boolean',
					'description' => 'Whether the editor keeps this page out of search engines (the Larkspur site plugin\'s "Hide from search engines", or Yoast SEO\'s noindex).',
					'resolve'     => static function ( $post ) {
						return larkspur_site_is_noindex( (int) $post->databaseId, larkspur_site_yoast_is_active() );
					},
				)
			);
		}
	}
);

add_action(
	'add_meta_boxes',
	static function ( $post_type ) {
		if ( larkspur_site_yoast_is_active() || ! array_key_exists( $post_type, larkspur_site_noindex_types() ) ) {
			return;
		}
		add_meta_box( 'larkspur-site-noindex', __( 'Search engines', 'larkspur-site' ), 'larkspur_site_render_noindex_box', $post_type, 'side', 'low' );
	}
);

/**
 * The editor's box: one checkbox, showing the post's current choice.
 *
 * @param WP_Post $post The post being edited.
 */
function larkspur_site_render_noindex_box( $post ) {
	wp_nonce_field( 'larkspur_site_noindex', 'larkspur_site_noindex_nonce' );
	printf(
		'<label><input type="checkbox" name="larkspur_site_noindex" value="1" %s /> %s</label><p class="description">%s</p>',
		checked( larkspur_site_is_noindex( $post->ID, false ), true, false ),
		esc_html__( 'Hide from search engines', 'larkspur-site' ),
		esc_html__( 'The page is still served, but search engines are asked not to list it, and the sitemap leaves it out.', 'larkspur-site' )
	);
}

add_action(
	'save_post',
	static function ( $post_id, $post ) {
		if ( ! isset( $_POST['larkspur_site_noindex_nonce'] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST['larkspur_site_noindex_nonce'] ) ), 'larkspur_site_noindex' ) ) {
			return;
		}
		if ( wp_is_post_revision( $post_id ) || ! array_key_exists( $post->post_type, larkspur_site_noindex_types() ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		update_post_meta( $post_id, LARKSPUR_SITE_NOINDEX_META, empty( $_POST['larkspur_site_noindex'] ) ? '0' : '1' );
	},
	10,
	2
);
