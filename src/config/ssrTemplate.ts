/**
 * The HTML shell of every built page: Docusaurus's own template
 * (@docusaurus/core, ssg template, 3.10.2) with one change. Its bundles were
 * `<script defer>`: on a fast connection they ran before the first paint,
 * so painting the page waited for all of the JavaScript. Here they are
 * preloaded (downloaded just as early) and started by a small inline script
 * once the browser has painted the page's first content. Readers see the
 * server-rendered page first; hydration follows right after. The inline
 * script never changes, so deploy/nginx.conf allows it by one hash.
 */

// Runs once the document is parsed: waits for the browser to report the first
// contentful paint, then appends the preloaded bundles in order (async=false
// keeps it). It starts them at once in a hidden tab, which does not paint, or
// without the Paint Timing API, and after a second at the latest.
const startBundlesAfterPaint = `(function(){var d=document,t=0;function s(){if(t)return;t=1;d.querySelectorAll('link[data-bundle]').forEach(function(l){var e=d.createElement('script');e.src=l.href;e.async=!1;d.head.appendChild(e)})}function p(){if(d.visibilityState!=='visible')return s();try{new PerformanceObserver(function(l,o){l.getEntries().some(function(e){return e.name==='first-contentful-paint'})&&(o.disconnect(),setTimeout(s))}).observe({type:'paint',buffered:!0})}catch(e){return s()}setTimeout(s,1e3)}d.readyState==='loading'?d.addEventListener('DOMContentLoaded',p):p()})()`;

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
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-bundle />
    <% }); %>
    <script>${startBundlesAfterPaint}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
