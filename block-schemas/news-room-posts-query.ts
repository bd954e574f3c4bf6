import { defineBlock, html, link, repeater, text } from '../engine';

/**
 * acf/news-room-posts-query: the news and insights index. The block draws the
 * page's hero, because the hero text follows the selected category; the posts, filters and
 * counts come from the CMS and the URL, not from fields. The press box names the press contact
 * and the addresses for inquiries.
 */
export default defineBlock({
  names: ['acf/news-room-posts-query'],
  fields: {
    title: text(),
    /** The hero text while no category is selected. */
    description: html(),
    press_contact_name: text(),
    /** 'SVP, Communications' in the demo content. */
    press_contact_title: text(),
    /** The contact's leadership profile; `/leadership/?member={name}` when empty. */
    press_contact_link: link(),
    press_emails: repeater({ email: text() }),
  },
  drawsPageHeading: true,
});
