/**
 * Pages the build prerenders for an address pattern (scripts/prerender.ts, issue 47): the results
 * page (`/search?query=…`) and a product page (`/p/:slug/:id`) are the same for every visitor but
 * for one part of their address, the searched term or the article number, which their heading and
 * title show (and the header's search field, the term). The build renders them once per site with
 * `addressSlotMark` in that place, and `addressSlotScript`, inline after the page's mount element,
 * puts the address's own value there before the first paint (the page's `rel="expect"` link then
 * names the data block after the script). React hydrates text that is its own first render's.
 *
 * The script is the page's second inline one besides the app banner's; the Content-Security-Policy
 * allows it by its hash (contentSecurityPolicy.ts), so it is one fixed text: what it does for a
 * page comes from its `data-slot` (`query`, or the path segment's index) and `data-absent` (a
 * parameter the page was rendered without). An address the file does not fit (no term, a term
 * the search field would change, a term on a product page) gets the site's document instead: the
 * script empties the mount element, and the browser renders the page, as without the file.
 */

/**
 * What stands in the file for the address's value: an ellipsis between word joiners, so that a
 * client without scripts reads "…" there.
 */
export const addressSlotMark = '\u2060…\u2060';

/**
 * The fit of a term, as the page reads it: one `query`, not blank, as the header's search field
 * would keep it (surrounding whitespace trimmed, an article number's spaces dropped, 200 characters
 * at most: normaliseSearchTerm); for a path segment, as the router decodes it (`decodeURI`).
 */
export const addressSlotScript = [
  '(function(){',
  'var c=document.currentScript.dataset,u=new URL(location.href),v="",r=document.getElementById("root");',
  'if(c.slot==="query"){var q=u.searchParams.getAll("query");',
  'if(q.length===1&&q[0]===q[0].trim()&&q[0].length<=200&&!(/^[0-9\\s]*[0-9][0-9\\s]*$/.test(q[0])&&/\\s/.test(q[0])))v=q[0]}',
  'else{var p=u.pathname;try{if(p.indexOf("%")>=0)p=decodeURI(p)}catch(e){}v=p.split("/")[+c.slot]||""}',
  'if(c.absent&&u.searchParams.get(c.absent))v="";',
  'if(!v){r.replaceChildren();r.removeAttribute("data-server-rendered");return}',
  `var m=${JSON.stringify(addressSlotMark)},f=function(t){return t.split(m).join(v)};`,
  'document.title=f(document.title);',
  'for(var w=document.createTreeWalker(r,4),n;(n=w.nextNode());)if(n.data.indexOf(m)>=0)n.data=f(n.data);',
  'r.querySelectorAll("*").forEach(function(e){for(var i=0;i<e.attributes.length;i++){var a=e.attributes[i];',
  'if(a.value.indexOf(m)>=0)e.setAttribute(a.name,f(a.value))}})',
  '})()',
].join('');

/** The slots of the pages prerendered for an address pattern: where the value comes from. */
export type AddressSlot = { readonly slot: 'query' | `${number}`; readonly absent?: string };
