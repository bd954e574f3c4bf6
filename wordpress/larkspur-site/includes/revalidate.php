<?php
/**
 * Revalidation: when content the website shows is published, updated, unpublished, trashed or
 * deleted, the site is told which of its paths and cache tags changed:
 *
 *   POST {site}/api/revalidate/
 *   Authorization: Bearer {secret}
 *   {"paths": ["/news/some-post/", "/news/", "/"], "tags": []}
 *
 * | what changed                                         | paths                                   | tags         |
 * | a post                                               | its uri (and the old one), /news/, /    |              |
 * | a page or another public post type                   | its uri (and the old one)               |              |
 * | a leader, employee, market, job opening, or a reusable block (shown by blocks on many pages) | | cms |
 * | a menu or menu item                                  |                                         | menus        |
 * | a category, tag or other term                        |                                         | cms          |
 * | the Site options page, the site title or tagline     |                                         | site-options |
 *
 * Changes are collected during the request and sent once, at its end, through WordPress's safe
 * HTTP API (larkspur_site_remote_post in config.php). Under PHP-FPM (and
 * LiteSpeed) the editor's response is finished first, so the request never delays an editor;
 * elsewhere it waits at most LARKSPUR_REVALIDATE_TIMEOUT seconds (default 2). A failure is
 * written to the PHP error log as one line starting with `[larkspur-site]`, and the outcome of
 * the last call is shown on the settings screen.
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

final class Larkspur_Site_Revalidator {

	/** The site accepts at most 200 paths and 50 tags per request. */
	const MAX_PATHS = 200;

	/** Post types the site shows inside blocks of many pages rather than on a page of their own. */
	const SHOWN_IN_BLOCKS = array( 'leader', 'employee', 'market', 'job_opening', 'wp_block' );

	/** @var array<string, true> */
	private static $paths = array();

	/** @var array<string, true> */
	private static $tags = array();

	/** @var array<int, string[]> Uris posts had before this request changed them, by post id. */
	private static $old_uris = array();

	/** @var array<int, string> The post types of those posts (a deleted post has none left to ask). */
	private static $old_types = array();

	/** @var array<int, true> Posts changed in this request. */
	private static $posts = array();

	/** @var bool */
	private static $registered = false;

	public static function register() {
		if ( self::$registered ) {
			return;
		}
		self::$registered = true;
		// Where a post is before it changes (trashing renames the slug, deleting removes it).
		add_action( 'pre_post_update', array( __CLASS__, 'remember_uri' ), 10, 1 );
		add_action( 'wp_trash_post', array( __CLASS__, 'remember_uri' ), 10, 1 );
		add_action( 'before_delete_post', array( __CLASS__, 'remember_uri' ), 10, 1 );
		add_action( 'transition_post_status', array( __CLASS__, 'post_status_changed' ), 10, 3 );
		add_action( 'deleted_post', array( __CLASS__, 'post_deleted' ), 10, 1 );
		add_action( 'wp_update_nav_menu', array( __CLASS__, 'menus_changed' ) );
		add_action( 'wp_delete_nav_menu', array( __CLASS__, 'menus_changed' ) );
		add_action( 'created_term', array( __CLASS__, 'term_changed' ), 10, 3 );
		add_action( 'edited_term', array( __CLASS__, 'term_changed' ), 10, 3 );
		add_action( 'delete_term', array( __CLASS__, 'term_changed' ), 10, 3 );
		add_action( 'acf/save_post', array( __CLASS__, 'acf_saved' ), 20 );
		add_action( 'update_option_blogname', array( __CLASS__, 'site_options_changed' ) );
		add_action( 'update_option_blogdescription', array( __CLASS__, 'site_options_changed' ) );
		add_action( 'shutdown', array( __CLASS__, 'flush' ), 100 );
	}

	/** @param int $post_id */
	public static function remember_uri( $post_id ) {
		$post = get_post( $post_id );
		if ( ! $post || 'publish' !== $post->post_status || isset( self::$old_uris[ $post->ID ] ) || ! self::is_tracked( $post ) ) {
			return;
		}
		self::$old_uris[ $post->ID ]  = self::uris_of( $post );
		self::$old_types[ $post->ID ] = $post->post_type;
	}

	/**
	 * @param string  $new_status
	 * @param string  $old_status
	 * @param WP_Post $post
	 */
	public static function post_status_changed( $new_status, $old_status, $post ) {
		if ( ( 'publish' !== $new_status && 'publish' !== $old_status ) || ! self::is_tracked( $post ) ) {
			return;
		}
		self::$posts[ $post->ID ] = true;
	}

	/** @param int $post_id */
	public static function post_deleted( $post_id ) {
		if ( isset( self::$old_uris[ $post_id ] ) ) {
			self::$posts[ $post_id ] = true;
		}
	}

	public static function menus_changed() {
		self::$tags['menus'] = true;
	}

	/**
	 * @param int    $term_id
	 * @param int    $tt_id
	 * @param string $taxonomy
	 */
	public static function term_changed( $term_id, $tt_id, $taxonomy ) {
		if ( 'nav_menu' === $taxonomy ) {
			self::$tags['menus'] = true;
		} elseif ( is_taxonomy_viewable( $taxonomy ) ) {
			self::$tags['cms'] = true;
		}
	}

	/** @param int|string $post_id ACF's post id: `options` for an options page. */
	public static function acf_saved( $post_id ) {
		if ( 'options' === $post_id || 'option' === $post_id ) {
			self::$tags['site-options'] = true;
		}
	}

	public static function site_options_changed() {
		self::$tags['site-options'] = true;
	}

	/** @param WP_Post $post */
	private static function is_tracked( $post ) {
		if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
			return false;
		}
		return 'nav_menu_item' === $post->post_type || in_array( $post->post_type, self::SHOWN_IN_BLOCKS, true ) || is_post_type_viewable( $post->post_type );
	}

	/**
	 * The site's paths that show a published post.
	 *
	 * @param WP_Post $post
	 * @return string[]
	 */
	private static function uris_of( $post ) {
		if ( 'nav_menu_item' === $post->post_type || in_array( $post->post_type, self::SHOWN_IN_BLOCKS, true ) ) {
			return array();
		}
		$path = larkspur_site_path_of( (string) get_permalink( $post ) );
		return '' === $path ? array() : array( $path );
	}

	/** What this request changed: the paths and tags to send. */
	public static function pending() {
		foreach ( array_keys( self::$posts ) as $post_id ) {
			$post = get_post( $post_id );
			$type = $post ? $post->post_type : ( self::$old_types[ $post_id ] ?? '' );
			foreach ( self::$old_uris[ $post_id ] ?? array() as $uri ) {
				self::$paths[ $uri ] = true;
			}
			if ( $post && 'publish' === $post->post_status ) {
				foreach ( self::uris_of( $post ) as $uri ) {
					self::$paths[ $uri ] = true;
				}
			}
			if ( 'nav_menu_item' === $type ) {
				self::$tags['menus'] = true;
			} elseif ( in_array( $type, self::SHOWN_IN_BLOCKS, true ) ) {
				self::$tags['cms'] = true;
			} elseif ( 'post' === $type ) {
				/**
				 * Filters the site paths that list posts, refreshed when a post changes.
				 *
				 * @param string[] $paths The news index and the home page (its latest news).
				 * @param WP_Post|null $post The post that changed (null once deleted).
				 */
				foreach ( (array) apply_filters( 'larkspur_site_post_list_paths', array( '/news/', '/' ), $post ) as $uri ) {
					self::$paths[ (string) $uri ] = true;
				}
			}
		}
		$pending         = array(
			'paths' => array_keys( self::$paths ),
			'tags'  => array_keys( self::$tags ),
		);
		self::$posts     = array();
		self::$old_uris  = array();
		self::$old_types = array();
		self::$paths     = array();
		self::$tags      = array();
		return $pending;
	}

	/** Sends what this request changed (the shutdown hook). */
	public static function flush() {
		$pending = self::pending();
		if ( empty( $pending['paths'] ) && empty( $pending['tags'] ) ) {
			return;
		}
		if ( ! larkspur_site_is_configured() ) {
			self::log( 'revalidation skipped: the site URL or the shared secret is not set (Settings > Larkspur site, or LARKSPUR_SITE_URL and LARKSPUR_REVALIDATE_SECRET in wp-config.php)' );
			return;
		}
		// Finish the editor's response first where the server allows it.
		if ( function_exists( 'fastcgi_finish_request' ) && 'cli' !== PHP_SAPI ) {
			fastcgi_finish_request();
		} elseif ( function_exists( 'litespeed_finish_request' ) ) {
			litespeed_finish_request();
		}
		$paths = $pending['paths'];
		$tags  = $pending['tags'];
		do {
			$chunk = array_splice( $paths, 0, self::MAX_PATHS );
			self::send( $chunk, $tags );
			$tags = array();
		} while ( ! empty( $paths ) );
	}

	/**
	 * One call of the site's revalidation endpoint; returns whether the site accepted it.
	 *
	 * @param string[] $paths
	 * @param string[] $tags
	 */
	public static function send( array $paths, array $tags ) {
		$url      = larkspur_site_url() . '/api/revalidate/';
		$timeout  = defined( 'LARKSPUR_REVALIDATE_TIMEOUT' ) ? (float) LARKSPUR_REVALIDATE_TIMEOUT : 2.0;
		$response = larkspur_site_remote_post(
			$url,
			array(
				'timeout'     => $timeout,
				// The secret goes to the configured site only: a redirect is a failure, not followed.
				'redirection' => 0,
				'headers'     => array(
					'Authorization' => 'Bearer ' . larkspur_site_secret(),
					'Content-Type'  => 'application/json',
				),
				'body'        => wp_json_encode(
					array(
						'paths' => array_values( $paths ),
						'tags'  => array_values( $tags ),
					),
					JSON_UNESCAPED_SLASHES
				),
				'data_format' => 'body',
			)
		);
		$what = trim( implode( ' ', array_merge( $paths, array_map( static function ( $tag ) { return "tag:$tag"; }, $tags ) ) ) );
		if ( is_wp_error( $response ) ) {
			$ok      = false;
			$message = 'larkspur_site_refused' === $response->get_error_code()
				? sprintf( 'revalidation of %s not sent to %s: %s', $what, $url, $response->get_error_message() )
				: sprintf( 'revalidation of %s failed: %s did not answer (%s)', $what, $url, $response->get_error_message() );
		} else {
			$status  = (int) wp_remote_retrieve_response_code( $response );
			$ok      = 200 === $status;
			// The status only: what another server answers is not shown on the settings screen.
			$message = $ok ? sprintf( 'revalidated %s', $what ) : sprintf( 'revalidation of %s failed: %s answered HTTP %d', $what, $url, $status );
		}
		if ( ! $ok ) {
			self::log( $message );
		}
		update_option(
			LARKSPUR_SITE_LAST_OPTION,
			array(
				'time'    => time(),
				'ok'      => $ok,
				'message' => $message,
			),
			false
		);
		return $ok;
	}

	/** @param string $message */
	private static function log( $message ) {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the failure log line is the point.
		error_log( '[larkspur-site] ' . $message );
	}
}
