<?php
/**
 * The block editor shows the website: each ACF block as the site draws it, with the problems the
 * site finds in it, and a pre-publish panel that lists every problem of the post.
 *
 *   POST {site}/api/editor/preview/    one block's name, attributes and ACF data (as ACF stores them),
 *                                      and the media items its attachment ids name
 *   POST {site}/api/editor/validate/   every ACF block of a post, the same way
 *
 * Each request is signed, never carrying the secret: headers x-larkspur-timestamp (Unix seconds)
 * and x-larkspur-signature, the hex HMAC-SHA256 keyed with the shared secret of
 * "{preview|validate} {timestamp}\n{body}" (site/editor/signature.ts checks it; it is good for
 * five minutes). The site answers within LARKSPUR_SITE_EDITOR_TIMEOUT seconds or the editor
 * shows the block's card, saying why.
 *
 * The site's stylesheet is loaded for the editor canvas from {site}/api/editor/stylesheet/,
 * kept for ten minutes, and scoped by the editor to the blocks (editor styles).
 *
 * Setting "Refuse to publish a post with block errors" (or the constant
 * LARKSPUR_REFUSE_PUBLISH_WITH_ERRORS): publishing through the editor is refused while the site
 * finds an error in one of the post's blocks. Warnings never refuse, and neither does a site that
 * cannot be reached.
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

/** How long the editor waits for the site, in seconds: a preview is worth little after that. */
if ( ! defined( 'LARKSPUR_SITE_EDITOR_TIMEOUT' ) ) {
	define( 'LARKSPUR_SITE_EDITOR_TIMEOUT', 3 );
}

const LARKSPUR_SITE_REFUSE_OPTION     = 'larkspur_site_refuse_publish_with_errors';
const LARKSPUR_SITE_STYLESHEET_CACHE  = 'larkspur_site_editor_stylesheet';
const LARKSPUR_SITE_EDITOR_MAX_IMAGES = 300;

/**
 * A signed request to one of the site's editor endpoints.
 *
 * @param string $purpose 'preview' or 'validate'.
 * @param array  $payload The JSON body.
 * @return array{ok: bool, body?: array, reason?: string}
 */
function larkspur_site_editor_request( $purpose, $payload ) {
	if ( ! larkspur_site_is_configured() ) {
		return array(
			'ok'     => false,
			'reason' => __( 'The website URL or the shared secret is not set (Settings → Larkspur site).', 'larkspur-site' ),
		);
	}
	$body      = wp_json_encode( $payload );
	$timestamp = time();
	$response  = wp_remote_post(
		larkspur_site_url() . '/api/editor/' . $purpose . '/',
		array(
			'timeout'     => LARKSPUR_SITE_EDITOR_TIMEOUT,
			'redirection' => 0,
			'headers'     => array(
				'Content-Type'         => 'application/json',
				'x-larkspur-timestamp' => (string) $timestamp,
				'x-larkspur-signature' => hash_hmac( 'sha256', $purpose . ' ' . $timestamp . "\n" . $body, larkspur_site_secret() ),
			),
			'body'        => $body,
		)
	);
	if ( is_wp_error( $response ) ) {
		return array(
			'ok'     => false,
			/* translators: 1: the website's URL, 2: seconds, 3: the reason */
			'reason' => sprintf( __( 'The website (%1$s) did not answer (the editor waits %2$d seconds): %3$s', 'larkspur-site' ), larkspur_site_url(), LARKSPUR_SITE_EDITOR_TIMEOUT, $response->get_error_message() ),
		);
	}
	$status  = (int) wp_remote_retrieve_response_code( $response );
	$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $status || ! is_array( $decoded ) ) {
		$said = is_array( $decoded ) && isset( $decoded['error'] ) && is_string( $decoded['error'] ) ? $decoded['error'] : '';
		return array(
			'ok'     => false,
			/* translators: 1: HTTP status, 2: what the website said */
			'reason' => trim( sprintf( __( 'The website answered %1$d. %2$s', 'larkspur-site' ), $status, $said ) ),
		);
	}
	return array(
		'ok'   => true,
		'body' => $decoded,
	);
}

/**
 * A block's ACF data as ACF stores it (`name` => value, `_name` => field key, repeater rows as
 * `name_0_sub`), which is what the site reads. In the editor ACF may hand over the form's values
 * keyed by field keys; ACF's local meta turns them into the stored form, as saving does.
 *
 * @param array $data The block's `data` attribute.
 */
function larkspur_site_editor_stored_data( $data ) {
	if ( ! is_array( $data ) ) {
		return array();
	}
	if ( ! function_exists( 'acf_setup_meta' ) || ! function_exists( 'acf_reset_meta' ) ) {
		return $data;
	}
	$scratch = 'larkspur_editor_' . wp_generate_password( 12, false );
	$stored  = acf_setup_meta( $data, $scratch );
	acf_reset_meta( $scratch );
	return is_array( $stored ) ? $stored : $data;
}

/**
 * The media items the data's attachment ids name, as the media library has them:
 * id => {src, alt, width, height}. Only images are looked up, at most LARKSPUR_SITE_EDITOR_MAX_IMAGES.
 *
 * @param array $data   ACF data as stored.
 * @param array $images Media items found so far.
 */
function larkspur_site_editor_images( $data, $images = array() ) {
	array_walk_recursive(
		$data,
		static function ( $value, $key ) use ( &$images ) {
			if ( is_string( $key ) && 0 === strpos( $key, '_' ) ) {
				return; // A field key reference, never a value.
			}
			if ( ! ( is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ) || (int) $value <= 0 || count( $images ) >= LARKSPUR_SITE_EDITOR_MAX_IMAGES ) {
				return;
			}
			$id = (string) (int) $value;
			if ( isset( $images[ $id ] ) || ! wp_attachment_is_image( (int) $id ) ) {
				return;
			}
			$src = wp_get_attachment_image_src( (int) $id, 'full' );
			if ( ! $src ) {
				return;
			}
			$images[ $id ] = array_filter(
				array(
					'src'    => (string) $src[0],
					'alt'    => (string) get_post_meta( (int) $id, '_wp_attachment_image_alt', true ),
					'width'  => (int) $src[1] > 0 ? (int) $src[1] : null,
					'height' => (int) $src[2] > 0 ? (int) $src[2] : null,
				),
				static function ( $item ) {
					return null !== $item;
				}
			);
		}
	);
	return $images;
}

/**
 * A block as the site's editor endpoints take it.
 *
 * @param string $name  The block name, e.g. acf/text-grid.
 * @param array  $attrs The block's attributes (anchor, className, data).
 */
function larkspur_site_editor_block( $name, $attrs ) {
	return array(
		'name'      => (string) $name,
		'anchor'    => isset( $attrs['anchor'] ) && is_string( $attrs['anchor'] ) ? $attrs['anchor'] : '',
		'className' => isset( $attrs['className'] ) && is_string( $attrs['className'] ) ? $attrs['className'] : '',
		'data'      => (object) larkspur_site_editor_stored_data( $attrs['data'] ?? array() ),
	);
}

/**
 * The site path of the post being edited, for blocks that depend on where they are ('/' when unknown).
 *
 * @param int $post_id
 */
function larkspur_site_editor_path( $post_id ) {
	$post = $post_id ? get_post( $post_id ) : null;
	$path = $post instanceof WP_Post ? larkspur_site_preview_path( $post ) : '';
	return '' === $path ? '/' : $path;
}

/**
 * The problems above a block, in the editor's words.
 *
 * @param array $problems The site's problems: {severity, field, text}.
 */
function larkspur_site_editor_problems_html( $problems ) {
	if ( empty( $problems ) ) {
		return '';
	}
	$errors = count(
		array_filter(
			$problems,
			static function ( $problem ) {
				return 'error' === ( $problem['severity'] ?? '' );
			}
		)
	);
	$items  = '';
	foreach ( $problems as $problem ) {
		$error  = 'error' === ( $problem['severity'] ?? '' );
		$items .= sprintf(
			'<li style="margin:4px 0"><strong>%s</strong> %s</li>',
			$error ? esc_html__( 'Error:', 'larkspur-site' ) : esc_html__( 'Warning:', 'larkspur-site' ),
			esc_html( (string) ( $problem['text'] ?? '' ) )
		);
	}
	return sprintf(
		'<div class="larkspur-block-problems" role="status" style="border-left:4px solid %s;background:%s;padding:8px 12px;margin:0 0 8px;font:13px/1.5 -apple-system,BlinkMacSystemFont,\'Segoe UI\',sans-serif;color:#1d2327"><strong>%s</strong><ul style="margin:4px 0 0;padding-left:18px;list-style:disc">%s</ul></div>',
		$errors > 0 ? '#d63638' : '#dba617',
		$errors > 0 ? '#fcf0f1' : '#fcf9e8',
		esc_html(
			$errors > 0
				? __( 'The website finds problems in this block:', 'larkspur-site' )
				: __( 'The website changes or leaves out some values of this block:', 'larkspur-site' )
		),
		$items
	);
}

/**
 * Prints the block as the site draws it, with its problems above it; returns '' when it did, or
 * why it could not (the caller then shows the block's card with that reason).
 *
 * @param array $block   The block's settings and attributes (ACF's).
 * @param int   $post_id The post being edited.
 */
function larkspur_site_editor_preview( $block, $post_id = 0 ) {
	$request = larkspur_site_editor_block( $block['name'] ?? '', $block );
	$answer  = larkspur_site_editor_request(
		'preview',
		array(
			'block'  => $request,
			'images' => (object) larkspur_site_editor_images( (array) $request['data'] ),
			'path'   => larkspur_site_editor_path( (int) $post_id ),
		)
	);
	if ( ! $answer['ok'] ) {
		return $answer['reason'];
	}
	$html     = isset( $answer['body']['html'] ) && is_string( $answer['body']['html'] ) ? $answer['body']['html'] : '';
	$problems = isset( $answer['body']['problems'] ) && is_array( $answer['body']['problems'] ) ? $answer['body']['problems'] : array();
	echo '<div class="larkspur-site-preview">';
	echo larkspur_site_editor_problems_html( $problems ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped where it is built.
	// The site's own HTML: rendered by its renderers, with CMS HTML sanitized there.
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput
	echo '</div>';
	return '';
}

/**
 * Every ACF block of a post's content (inner blocks included), in document order, with its title.
 *
 * @param array $blocks parse_blocks() output.
 * @param array $found  Blocks found so far.
 */
function larkspur_site_editor_acf_blocks( $blocks, $found = array() ) {
	foreach ( $blocks as $block ) {
		$name = (string) ( $block['blockName'] ?? '' );
		if ( 0 === strpos( $name, 'acf/' ) ) {
			$found[] = larkspur_site_editor_block( $name, is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() );
		}
		if ( ! empty( $block['innerBlocks'] ) ) {
			$found = larkspur_site_editor_acf_blocks( $block['innerBlocks'], $found );
		}
	}
	return $found;
}

/**
 * The site's check of a post's ACF blocks, or a WP_Error when the site cannot check it.
 *
 * @param string $content The post's block content.
 * @param int    $post_id The post.
 * @return array|WP_Error {problems: [{block, name, title, severity, field, text}], errors, warnings, checked}
 */
function larkspur_site_editor_check_post( $content, $post_id ) {
	$blocks = larkspur_site_editor_acf_blocks( parse_blocks( (string) $content ) );
	$images = array();
	foreach ( $blocks as $block ) {
		$images = larkspur_site_editor_images( (array) $block['data'], $images );
	}
	$answer = larkspur_site_editor_request(
		'validate',
		array(
			'blocks' => $blocks,
			'images' => (object) $images,
			'path'   => larkspur_site_editor_path( $post_id ),
		)
	);
	if ( ! $answer['ok'] ) {
		return new WP_Error( 'larkspur_site_unreachable', $answer['reason'], array( 'status' => 502 ) );
	}
	$registry = WP_Block_Type_Registry::get_instance();
	$problems = array();
	foreach ( (array) ( $answer['body']['problems'] ?? array() ) as $problem ) {
		$name       = (string) ( $problem['name'] ?? '' );
		$type       = $registry->get_registered( $name );
		$problems[] = array(
			'block'    => (int) ( $problem['block'] ?? 0 ),
			'name'     => $name,
			'title'    => $type && $type->title ? $type->title : $name,
			'severity' => 'error' === ( $problem['severity'] ?? '' ) ? 'error' : 'warning',
			'field'    => (string) ( $problem['field'] ?? '' ),
			'text'     => (string) ( $problem['text'] ?? '' ),
		);
	}
	return array(
		'problems' => $problems,
		'errors'   => (int) ( $answer['body']['errors'] ?? 0 ),
		'warnings' => (int) ( $answer['body']['warnings'] ?? 0 ),
		'checked'  => count( $blocks ),
	);
}

/** True when publishing a post with block errors is refused. */
function larkspur_site_refuses_errors() {
	return defined( 'LARKSPUR_REFUSE_PUBLISH_WITH_ERRORS' ) ? (bool) LARKSPUR_REFUSE_PUBLISH_WITH_ERRORS : '1' === (string) get_option( LARKSPUR_SITE_REFUSE_OPTION, '' );
}

// POST /wp-json/larkspur-site/v1/problems {post_id, content?}: the pre-publish panel's check.
add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'larkspur-site/v1',
			'/problems',
			array(
				'methods'             => 'POST',
				'permission_callback' => static function ( WP_REST_Request $request ) {
					return current_user_can( 'edit_post', (int) $request['post_id'] );
				},
				'args'                => array(
					'post_id' => array(
						'type'     => 'integer',
						'required' => true,
						'minimum'  => 1,
					),
					'content' => array(
						'type'        => 'string',
						'description' => 'The content as the editor has it now; the saved content when left out.',
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$post_id = (int) $request['post_id'];
					$post    = get_post( $post_id );
					if ( ! $post ) {
						return new WP_Error( 'larkspur_site_no_post', __( 'No such post.', 'larkspur-site' ), array( 'status' => 404 ) );
					}
					$content = null !== $request['content'] ? (string) $request['content'] : $post->post_content;
					$checked = larkspur_site_editor_check_post( $content, $post_id );
					if ( is_wp_error( $checked ) ) {
						return $checked;
					}
					$checked['refusesErrors'] = larkspur_site_refuses_errors();
					return rest_ensure_response( $checked );
				},
			)
		);
		// Publishing through the editor (the REST API) with block errors, when the setting refuses it.
		foreach ( get_post_types( array( 'show_in_rest' => true ), 'names' ) as $type ) {
			add_filter( "rest_pre_insert_{$type}", 'larkspur_site_refuse_publishing_errors', 10, 2 );
		}
	}
);

/**
 * Refuses to publish a post whose blocks have errors, when the setting says so.
 *
 * @param stdClass|WP_Error $prepared The post about to be saved.
 * @param WP_REST_Request   $request  The editor's request.
 */
function larkspur_site_refuse_publishing_errors( $prepared, $request ) {
	if ( is_wp_error( $prepared ) || ! larkspur_site_refuses_errors() ) {
		return $prepared;
	}
	$status = $prepared->post_status ?? ( isset( $prepared->ID ) ? get_post_status( $prepared->ID ) : '' );
	if ( ! in_array( $status, array( 'publish', 'future' ), true ) ) {
		return $prepared;
	}
	$post_id = (int) ( $prepared->ID ?? 0 );
	$content = $prepared->post_content ?? ( $post_id ? (string) get_post_field( 'post_content', $post_id ) : '' );
	$checked = larkspur_site_editor_check_post( $content, $post_id );
	if ( is_wp_error( $checked ) || 0 === $checked['errors'] ) {
		return $prepared; // Warnings never refuse, nor does a site that cannot be reached.
	}
	$lines = array();
	foreach ( $checked['problems'] as $problem ) {
		if ( 'error' === $problem['severity'] ) {
			$lines[] = $problem['title'] . ': ' . $problem['text'];
		}
	}
	return new WP_Error(
		'larkspur_site_block_errors',
		/* translators: 1: number of errors, 2: the errors */
		sprintf( _n( 'Not published: %1$d block error must be fixed first. %2$s', 'Not published: %1$d block errors must be fixed first. %2$s', $checked['errors'], 'larkspur-site' ), $checked['errors'], implode( ' ', $lines ) ),
		array(
			'status'   => 422,
			'problems' => $checked['problems'],
		)
	);
}

// The site's stylesheet for the editor canvas, scoped to the blocks as editor styles are.
add_filter(
	'block_editor_settings_all',
	static function ( $settings ) {
		if ( ! larkspur_site_is_configured() ) {
			return $settings;
		}
		$css = get_transient( LARKSPUR_SITE_STYLESHEET_CACHE );
		if ( false === $css ) {
			$response = wp_remote_get(
				larkspur_site_url() . '/api/editor/stylesheet/',
				array(
					'timeout'     => LARKSPUR_SITE_EDITOR_TIMEOUT,
					'redirection' => 0,
				)
			);
			$ok       = ! is_wp_error( $response ) && 200 === (int) wp_remote_retrieve_response_code( $response );
			$css      = $ok ? (string) wp_remote_retrieve_body( $response ) : '';
			// Kept ten minutes, or one when the site did not answer, so a slow site slows one editor load at most.
			set_transient( LARKSPUR_SITE_STYLESHEET_CACHE, $css, $ok ? 10 * MINUTE_IN_SECONDS : MINUTE_IN_SECONDS );
		}
		if ( '' !== $css ) {
			$settings['styles']   = $settings['styles'] ?? array();
			$settings['styles'][] = array(
				'css'            => $css,
				'__unstableType' => 'theme',
				'isGlobalStyles' => false,
			);
		}
		return $settings;
	}
);

// The pre-publish panel.
add_action(
	'enqueue_block_editor_assets',
	static function () {
		wp_enqueue_script(
			'larkspur-site-prepublish',
			plugins_url( 'assets/prepublish.js', LARKSPUR_SITE_PLUGIN_DIR . '/larkspur-site.php' ),
			array( 'wp-plugins', 'wp-edit-post', 'wp-element', 'wp-data', 'wp-api-fetch', 'wp-components', 'wp-i18n' ),
			'1.0.0',
			true
		);
	}
);

// Settings → Larkspur site: the refusal setting.
add_action(
	'admin_init',
	static function () {
		register_setting(
			'larkspur_site',
			LARKSPUR_SITE_REFUSE_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => static function ( $value ) {
					return '1' === (string) $value ? '1' : '';
				},
			)
		);
		add_settings_section( 'larkspur_site_editor', __( 'Block editor', 'larkspur-site' ), '__return_false', 'larkspur-site' );
		add_settings_field(
			LARKSPUR_SITE_REFUSE_OPTION,
			__( 'Block errors', 'larkspur-site' ),
			static function () {
				$constant = defined( 'LARKSPUR_REFUSE_PUBLISH_WITH_ERRORS' );
				printf(
					'<label><input type="checkbox" name="%s" value="1" %s %s /> %s</label><p class="description">%s</p>',
					esc_attr( LARKSPUR_SITE_REFUSE_OPTION ),
					checked( larkspur_site_refuses_errors(), true, false ),
					disabled( $constant, true, false ),
					esc_html__( 'Refuse to publish a post while the website finds an error in one of its blocks', 'larkspur-site' ),
					esc_html(
						$constant
							? __( 'Set by LARKSPUR_REFUSE_PUBLISH_WITH_ERRORS in wp-config.php.', 'larkspur-site' )
							: __( 'A block with an error is not shown on the website. Warnings (a value changed or left out) never refuse publishing, and neither does a website that cannot be reached.', 'larkspur-site' )
					)
				);
			},
			'larkspur-site',
			'larkspur_site_editor'
		);
	}
);
