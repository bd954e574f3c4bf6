/**
 * The editor's card for an ACF block the website cannot draw (wordpress/larkspur-site/includes/acf.php),
 * run by PHP with WordPress's and ACF's functions stood in for: a block without values (ACF's
 * get_fields() answers false) gets its card, as one with values does, instead of a fatal error
 * that took the whole editor down.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPhp } from '../support/php';

const ACF_PHP = path.resolve(__dirname, '../../wordpress/larkspur-site/includes/acf.php');

/** The card's HTML for a block whose ACF values are `fields` (PHP literal). */
function card(fields: string): string {
  const script = `
    define('ABSPATH', '/');
    function add_action() {} function add_filter() {}
    function larkspur_site_editor_preview($block, $post_id) { return 'the website did not answer'; }
    function get_fields() { return ${fields}; }
    function wp_strip_all_tags($text) { return strip_tags($text); }
    function wp_trim_words($text, $count) { return implode(' ', array_slice(explode(' ', $text), 0, $count)); }
    function esc_html($text) { return htmlspecialchars($text); }
    function esc_html__($text) { return htmlspecialchars($text); }
    function __($text) { return $text; }
    require ${JSON.stringify(ACF_PHP)};
    larkspur_site_render_block_preview(array('title' => 'Page hero', 'name' => 'acf/page-hero'), '', true, 5);`;
  return runPhp(script);
}

describe('the editor\'s card of an ACF block (PHP)', () => {
  it('shows a block without values by its title and why, with no texts', () => {
    const html = card('false');
    expect(html).toContain('<strong style="display:block">Page hero</strong>');
    expect(html).toContain('The website&#039;s preview is not shown: the website did not answer');
  });

  it('shows a block\'s first texts beside its title', () => {
    expect(card("array('title' => 'Space that moves', 'rows' => array(array('text' => 'Second text')))")).toContain('Space that moves · Second text');
  });
});
