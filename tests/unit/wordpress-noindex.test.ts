/**
 * The plugin's "Hide from search engines" (wordpress/larkspur-site/includes/noindex.php), run by
 * PHP with WordPress's functions stood in for: what it registers (the post meta, the GraphQL field
 * the site's schema names, the editor's box), which choice the field reports with Yoast active, on
 * a WordPress without Yoast, and after an import from a Yoast site, and what saving the box stores.
 */
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runPhp } from '../support/php';
import { schemaSdl } from '../../codegen/generated/schema-sdl';

const NOINDEX_PHP = path.resolve(__dirname, '../../wordpress/larkspur-site/includes/noindex.php');

interface Run {
  /** What each post would report, keyed by post id. */
  readonly noindex: Record<string, boolean>;
  readonly postMeta: Array<{ type: string; key: string; single: boolean; showInRest: boolean; sanitized: string[] }>;
  readonly graphqlFields: Array<{ type: string; field: string; fieldType: string; resolved: Record<string, boolean> }>;
  readonly metaBoxes: Record<string, string[]>;
  readonly saved: Record<string, string | null>;
  readonly boxHtml: string;
}

/**
 * Loads noindex.php with WordPress's functions stood in for, the post meta `meta` (post id =>
 * key => value), Yoast active or not, and a POST from the editor for each of `saves`.
 */
function runPlugin(meta: Record<number, Record<string, string>>, yoast: boolean, saves: Array<{ id: number; type: string; post: Record<string, string> }> = []): Run {
  const script = `
    define('ABSPATH', '/');
    ${yoast ? "define('WPSEO_VERSION', '21.1');" : ''}
    $meta = json_decode(${JSON.stringify(JSON.stringify(meta))}, true);
    $actions = array(); $post_meta = array(); $fields = array(); $boxes = array();
    function add_action($hook, $callback, $priority = 10, $args = 1) { global $actions; $actions[$hook][] = $callback; }
    function get_post_meta($id, $key, $single) { global $meta; return isset($meta[$id][$key]) ? $meta[$id][$key] : ''; }
    function update_post_meta($id, $key, $value) { global $meta; $meta[$id][$key] = $value; return true; }
    function register_post_meta($type, $key, $args) { global $post_meta; $post_meta[] = array('type' => $type, 'key' => $key, 'single' => $args['single'], 'showInRest' => $args['show_in_rest'], 'sanitized' => array_map($args['sanitize_callback'], array('1', '', '0', true))); }
    function register_graphql_field($type, $field, $args) { global $fields; $fields[] = array('type' => $type, 'field' => $field, 'fieldType' => $args['type'], 'resolve' => $args['resolve']); }
    function add_meta_box($id, $title, $callback, $screen) { global $boxes; $boxes[$screen][] = $id; }
    function current_user_can($capability, $id) { return 'edit_post' === $capability; }
    function wp_verify_nonce($nonce, $action) { return 'good-nonce' === $nonce && 'larkspur_site_noindex' === $action; }
    function wp_nonce_field($action, $name) { echo '<input type="hidden" name="' . $name . '" />'; }
    function sanitize_key($key) { return $key; }
    function wp_unslash($value) { return $value; }
    function wp_is_post_revision($id) { return false; }
    function checked($a, $b, $echo) { return $a === $b ? 'checked="checked"' : ''; }
    function __($text) { return $text; }
    function esc_html__($text) { return $text; }
    require ${JSON.stringify(NOINDEX_PHP)};
    foreach ($actions['init'] as $callback) { $callback(); }
    foreach ($actions['graphql_register_types'] as $callback) { $callback(); }
    foreach (array('page', 'post', 'leader') as $screen) { foreach ($actions['add_meta_boxes'] as $callback) { $callback($screen); } }
    $saves = json_decode(${JSON.stringify(JSON.stringify(saves))}, true);
    foreach ($saves as $save) { $_POST = $save['post']; foreach ($actions['save_post'] as $callback) { $callback($save['id'], (object) array('post_type' => $save['type'])); } }
    $noindex = array(); $resolved = array();
    foreach (array_keys($meta) as $id) { $noindex[$id] = larkspur_site_is_noindex($id, defined('WPSEO_VERSION')); }
    foreach ($fields as $i => $field) { foreach (array_keys($meta) as $id) { $fields[$i]['resolved'][$id] = ($field['resolve'])((object) array('databaseId' => $id)); } unset($fields[$i]['resolve']); }
    ob_start(); larkspur_site_render_noindex_box((object) array('ID' => 2)); $box = ob_get_clean();
    $saved = array(); foreach ($saves as $save) { $saved[$save['id']] = isset($meta[$save['id']]['_larkspur_noindex']) ? $meta[$save['id']]['_larkspur_noindex'] : null; }
    echo json_encode(array('noindex' => $noindex, 'postMeta' => $post_meta, 'graphqlFields' => $fields, 'metaBoxes' => (object) $boxes, 'saved' => (object) $saved, 'boxHtml' => $box));`;
  return JSON.parse(runPhp(script)) as Run;
}

/** Post 2 hidden by Yoast (an import), 3 hidden by our box, 4 shown by our box over Yoast's noindex, 5 neither, 6 Yoast's explicit index. */
const META = {
  2: { '_yoast_wpseo_meta-robots-noindex': '1' },
  3: { _larkspur_noindex: '1' },
  4: { '_yoast_wpseo_meta-robots-noindex': '1', _larkspur_noindex: '0' },
  5: {},
  6: { '_yoast_wpseo_meta-robots-noindex': '2' },
};

describe('the plugin\'s noindex (PHP)', () => {
  it('registers larkspurNoindex on Page and Post as the site\'s schema has it, and its post meta for the REST API', () => {
    const run = runPlugin(META, false);
    const schema = buildSchema(schemaSdl);
    for (const field of run.graphqlFields) {
      const type = schema.getType(field.type);
      expect(isObjectType(type) && String(type.getFields()[field.field]?.type)).toBe(field.fieldType);
    }
    expect(run.graphqlFields.map((field) => `${field.type}.${field.field}`)).toEqual(['Page.larkspurNoindex', 'Post.larkspurNoindex']);
    expect(run.postMeta).toEqual(['page', 'post'].map((type) => ({ type, key: '_larkspur_noindex', single: true, showInRest: true, sanitized: ['1', '0', '0', '1'] })));
  });

  it('without Yoast: the editor\'s own choice, else the one Yoast stored (an import, or Yoast switched off)', () => {
    const run = runPlugin(META, false);
    expect(run.noindex).toEqual({ 2: true, 3: true, 4: false, 5: false, 6: false });
    for (const field of run.graphqlFields) expect(field.resolved).toEqual(run.noindex);
  });

  it('with Yoast active: Yoast\'s choice, and no box of its own beside Yoast\'s', () => {
    const run = runPlugin(META, true);
    expect(run.noindex).toEqual({ 2: true, 3: false, 4: true, 5: false, 6: false });
    expect(run.metaBoxes).toEqual({});
  });

  it('shows the box on pages and posts only, checked with the post\'s current choice', () => {
    const run = runPlugin(META, false);
    expect(run.metaBoxes).toEqual({ page: ['larkspur-site-noindex'], post: ['larkspur-site-noindex'] });
    expect(run.boxHtml).toContain('name="larkspur_site_noindex" value="1" checked="checked"');
    expect(run.boxHtml).toContain('Hide from search engines');
  });

  it('saves the box\'s choice, ticked or not, only with the editor\'s nonce and on pages and posts', () => {
    const nonce = { larkspur_site_noindex_nonce: 'good-nonce' };
    const run = runPlugin(META, false, [
      { id: 5, type: 'page', post: { ...nonce, larkspur_site_noindex: '1' } },
      { id: 2, type: 'post', post: nonce },
      { id: 6, type: 'page', post: { larkspur_site_noindex_nonce: 'forged', larkspur_site_noindex: '1' } },
      { id: 3, type: 'leader', post: { ...nonce } },
    ]);
    expect(run.saved).toEqual({ 5: '1', 2: '0', 6: null, 3: '1' });
    expect(run.noindex).toMatchObject({ 5: true, 2: false, 6: false });
  });
});
