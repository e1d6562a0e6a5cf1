/**
 * The HTML shell of every built page: Docusaurus's own template
 * (@docusaurus/core, ssg template, 3.10.2) with one change. Its bundles were
 * `<script defer>`: on a fast connection they ran before the first paint,
 * so painting the page waited for all of the JavaScript. Here a small inline
 * script, which lists them, starts them once the browser has painted the
 * page's first content. Readers see the server-rendered page first; hydration
 * follows right after. The inline script never changes (the list is an
 * attribute), so deploy/nginx.conf allows it by one hash.
 *
 * The bundles are not preloaded either. A `<link rel=preload as=script>` is
 * fetched at high priority beside the stylesheet, which on a slow phone
 * connection delays the first paint by sharing the bandwidth with about
 * 130 KB of script. Lighthouse's simulated phone counts it the same way: a
 * preloaded bundle that arrived before the paint, and whose run was too
 * short for its trace (runtime~main), was taken as render-blocking, so its
 * download set the page's paint. Mobile Lighthouse, medians of 3 runs on
 * the home, token, certificate and portal pages: FCP 1.06-1.13 s with the
 * preloads, 0.91 s without; LCP 1.14-1.18 s, 0.98-1.06 s without. The price
 * is hydration about one round trip later on a first visit.
 */

// Runs once the document is parsed: waits for the browser to report the first
// contentful paint, then appends the bundles in order (async=false keeps it).
// It starts them at once in a hidden tab, which does not paint, or without the
// Paint Timing API, and after a second at the latest.
const startBundlesAfterPaint = `(function(){var d=document,b=d.currentScript.getAttribute('data-bundles').split(' '),t=0;function s(){if(t)return;t=1;b.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=!1;d.head.appendChild(e)})}function p(){if(d.visibilityState!=='visible')return s();try{new PerformanceObserver(function(l,o){l.getEntries().some(function(e){return e.name==='first-contentful-paint'})&&(o.disconnect(),setTimeout(s))}).observe({type:'paint',buffered:!0})}catch(e){return s()}setTimeout(s,1e3)}d.readyState==='loading'?d.addEventListener('DOMContentLoaded',p):p()})()`;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script data-bundles="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${startBundlesAfterPaint}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
