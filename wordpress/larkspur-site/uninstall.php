<?php
/**
 * Removes the plugin's settings when it is deleted, from every site of a network (content, post
 * types' posts and ACF values stay).
 *
 * @package LarkspurSite
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/** The plugin's options on the current site. */
function larkspur_site_delete_options() {
	delete_option( 'larkspur_site_url' );
	delete_option( 'larkspur_site_revalidate_secret' );
	delete_option( 'larkspur_site_last_revalidation' );
}

// On a network, every site has its own settings.
if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $larkspur_site_blog_id ) {
		switch_to_blog( (int) $larkspur_site_blog_id );
		larkspur_site_delete_options();
		restore_current_blog();
	}
} else {
	larkspur_site_delete_options();
}
