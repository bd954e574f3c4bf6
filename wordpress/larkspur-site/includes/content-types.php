<?php
/**
 * The site's custom post types, shown in the REST API (the block editor) and in GraphQL under
 * the names the site's queries use, and the menu locations of its four menus (WPGraphQL serves
 * a menu only when it is assigned to a location).
 *
 * @package LarkspurSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Post type => [plural label, singular label, GraphQL single name, GraphQL plural name, supports, icon].
 *
 * @return array<string, array>
 */
function larkspur_site_post_types() {
	return array(
		'leader'      => array( 'Leaders', 'Leader', 'leader', 'leaders', array( 'title', 'editor', 'thumbnail' ), 'dashicons-businessperson' ),
		'employee'    => array( 'Employees', 'Employee', 'employee', 'employees', array( 'title', 'thumbnail' ), 'dashicons-groups' ),
		'market'      => array( 'Markets', 'Market', 'market', 'markets', array( 'title' ), 'dashicons-location-alt' ),
		'job_opening' => array( 'Job openings', 'Job opening', 'jobOpening', 'jobOpenings', array( 'title', 'editor' ), 'dashicons-id-alt' ),
	);
}

add_action(
	'init',
	static function () {
		foreach ( larkspur_site_post_types() as $type => list( $plural, $singular, $graphql_single, $graphql_plural, $supports, $icon ) ) {
			register_post_type(
				$type,
				array(
					'labels'              => array(
						'name'          => $plural,
						'singular_name' => $singular,
						'add_new_item'  => sprintf( 'Add new %s', strtolower( $singular ) ),
						'edit_item'     => sprintf( 'Edit %s', strtolower( $singular ) ),
					),
					'public'              => true,
					'has_archive'         => false,
					'show_in_rest'        => true,
					'supports'            => $supports,
					'menu_icon'           => $icon,
					'show_in_graphql'     => true,
					'graphql_single_name' => $graphql_single,
					'graphql_plural_name' => $graphql_plural,
				)
			);
		}
	}
);

add_action(
	'after_setup_theme',
	static function () {
		register_nav_menus(
			array(
				'main-menu'   => 'Main menu',
				'top-nav-bar' => 'Top bar',
				'footer-menu' => 'Footer menu',
				'legal-menu'  => 'Legal menu',
			)
		);
	},
	20
);
