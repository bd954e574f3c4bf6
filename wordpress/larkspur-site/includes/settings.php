<?php
/**
 * Settings → Larkspur site: the website's URL and the shared secret (unless wp-config.php
 * defines LARKSPUR_SITE_URL / LARKSPUR_REVALIDATE_SECRET), the outcome of the last
 * revalidation, and a button that sends a test revalidation of the home page.
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

const LARKSPUR_SITE_SETTINGS_PAGE = 'larkspur-site';

add_action(
	'admin_init',
	static function () {
		register_setting(
			'larkspur_site',
			LARKSPUR_SITE_URL_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => static function ( $value ) {
					$url = larkspur_site_normalize_url( (string) $value );
					if ( '' !== trim( (string) $value ) && '' === $url ) {
						add_settings_error( LARKSPUR_SITE_URL_OPTION, 'larkspur-site-url', __( 'The site URL must be an https address without query, such as https://www.example.com (plain http only for localhost).', 'larkspur-site' ) );
						return (string) get_option( LARKSPUR_SITE_URL_OPTION, '' );
					}
					return $url;
				},
			)
		);
		register_setting(
			'larkspur_site',
			LARKSPUR_SITE_SECRET_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				// An empty field keeps the secret: the screen never shows it.
				'sanitize_callback' => static function ( $value ) {
					$value = trim( (string) $value );
					return '' === $value ? (string) get_option( LARKSPUR_SITE_SECRET_OPTION, '' ) : $value;
				},
			)
		);
	}
);

add_action(
	'admin_menu',
	static function () {
		add_options_page( 'Larkspur site', 'Larkspur site', 'manage_options', LARKSPUR_SITE_SETTINGS_PAGE, 'larkspur_site_render_settings' );
	}
);

/** The settings screen. */
function larkspur_site_render_settings() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$url_constant    = defined( 'LARKSPUR_SITE_URL' );
	$secret_constant = defined( 'LARKSPUR_REVALIDATE_SECRET' );
	$last            = get_option( LARKSPUR_SITE_LAST_OPTION );
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Larkspur site', 'larkspur-site' ); ?></h1>
		<p><?php esc_html_e( 'When content is published, updated or trashed, WordPress asks the website to refresh the pages it changes; the Preview button opens the website in draft mode. Both use this address and the secret the website has as REVALIDATE_SECRET.', 'larkspur-site' ); ?></p>
		<?php settings_errors( LARKSPUR_SITE_URL_OPTION ); ?>
		<form method="post" action="options.php">
			<?php settings_fields( 'larkspur_site' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="larkspur-site-url"><?php esc_html_e( 'Website URL', 'larkspur-site' ); ?></label></th>
					<td>
						<input type="url" class="regular-text code" id="larkspur-site-url" name="<?php echo esc_attr( LARKSPUR_SITE_URL_OPTION ); ?>" value="<?php echo esc_attr( larkspur_site_url() ); ?>" placeholder="https://www.example.com" <?php disabled( $url_constant ); ?> />
						<?php if ( $url_constant ) : ?>
							<p class="description"><?php esc_html_e( 'Set by LARKSPUR_SITE_URL in wp-config.php.', 'larkspur-site' ); ?></p>
						<?php else : ?>
							<p class="description"><?php esc_html_e( 'https, on a public address. Changing it clears the shared secret: enter the secret again with it.', 'larkspur-site' ); ?></p>
						<?php endif; ?>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="larkspur-site-secret"><?php esc_html_e( 'Shared secret', 'larkspur-site' ); ?></label></th>
					<td>
						<input type="password" class="regular-text" id="larkspur-site-secret" name="<?php echo esc_attr( LARKSPUR_SITE_SECRET_OPTION ); ?>" value="" autocomplete="new-password" placeholder="<?php echo esc_attr( '' !== larkspur_site_secret() ? __( '(set: leave empty to keep it)', 'larkspur-site' ) : '' ); ?>" <?php disabled( $secret_constant ); ?> />
						<p class="description">
							<?php
							echo $secret_constant
								? esc_html__( 'Set by LARKSPUR_REVALIDATE_SECRET in wp-config.php.', 'larkspur-site' )
								: esc_html__( 'The website\'s REVALIDATE_SECRET. It is sent to the website URL above only.', 'larkspur-site' );
							?>
						</p>
					</td>
				</tr>
			</table>
			<?php do_settings_sections( LARKSPUR_SITE_SETTINGS_PAGE ); ?>
			<?php submit_button(); ?>
		</form>
		<h2><?php esc_html_e( 'Last revalidation', 'larkspur-site' ); ?></h2>
		<p>
			<?php
			if ( is_array( $last ) && isset( $last['time'], $last['message'] ) ) {
				printf(
					'<strong>%s</strong> %s: %s',
					! empty( $last['ok'] ) ? esc_html__( 'OK', 'larkspur-site' ) : esc_html__( 'Failed', 'larkspur-site' ),
					esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $last['time'] ) ),
					esc_html( (string) $last['message'] )
				);
			} else {
				esc_html_e( 'None yet.', 'larkspur-site' );
			}
			?>
		</p>
		<?php if ( larkspur_site_is_configured() ) : ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="larkspur_site_test" />
				<?php wp_nonce_field( 'larkspur_site_test' ); ?>
				<?php submit_button( __( 'Send a test revalidation of the home page', 'larkspur-site' ), 'secondary', 'submit', false ); ?>
			</form>
		<?php endif; ?>
	</div>
	<?php
}

add_action(
	'admin_post_larkspur_site_test',
	static function () {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You may not change these settings.', 'larkspur-site' ), 403 );
		}
		check_admin_referer( 'larkspur_site_test' );
		if ( larkspur_site_is_configured() ) {
			Larkspur_Site_Revalidator::send( array( '/' ), array() );
		}
		wp_safe_redirect( admin_url( 'options-general.php?page=' . LARKSPUR_SITE_SETTINGS_PAGE ) );
		exit;
	}
);

add_action(
	'admin_notices',
	static function () {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( larkspur_site_is_configured() || ! current_user_can( 'manage_options' ) || ! $screen || ! in_array( $screen->id, array( 'dashboard', 'plugins' ), true ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p><strong>%s</strong> %s <a href="%s">%s</a></p></div>',
			esc_html__( 'Larkspur site:', 'larkspur-site' ),
			esc_html__( 'the website URL or the shared secret is not set, so publishing does not refresh the website and Preview shows WordPress\'s own page.', 'larkspur-site' ),
			esc_url( admin_url( 'options-general.php?page=' . LARKSPUR_SITE_SETTINGS_PAGE ) ),
			esc_html__( 'Settings', 'larkspur-site' )
		);
	}
);
