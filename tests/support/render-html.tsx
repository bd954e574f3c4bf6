/** Static HTML of a React tree: the site's own function, which `npm run render` uses too. */
export { renderHtml } from '../../site/render-html';
