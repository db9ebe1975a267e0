import { Scripts } from "react-router";

/**
 * `handle` of a hydrated page whose hydration code is fetched after its first paint
 * (decision 015): the landing page. Its server HTML is whole and usable before
 * (links, anchors, the native FAQ, the forms post without JavaScript).
 */
export const SCRIPTS_AFTER_PAINT = { scriptsAfterPaint: true } as const;

const SCRIPTS_ELEMENT_ID = "rr-scripts";

/**
 * React Router's <Scripts> (the router context, the module preloads and the module that
 * imports the route modules and hydrates), kept inert inside <noscript> — a browser that
 * runs scripts reads it as text and fetches nothing — then started by a small inline
 * script: the router context at once (the loader data streamed after it enqueues into
 * it), the preloads (at low priority, as React's own bootstrap preloads) and the module
 * once the browser reports the first contentful paint — a paint entry, not a timer, so
 * a paused clock (tests) does not hold hydration back; at once in a hidden tab, which
 * paints nothing, and when the tab is hidden or shown before that; after 3 s at the latest.
 *
 * On the client React renders no children of <noscript>, so hydration matches.
 */
export function ScriptsAfterPaint({ nonce }: { nonce?: string }) {
  return (
    <>
      <noscript id={SCRIPTS_ELEMENT_ID}>
        <Scripts nonce={nonce} />
      </noscript>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string, no user input */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_SCRIPTS }} />
    </>
  );
}

/** Plain ES5 on purpose: it runs before any module, in every browser the site supports. */
const START_SCRIPTS = `(function(){
var source=document.getElementById(${JSON.stringify(SCRIPTS_ELEMENT_ID)});if(!source)return;
var nonce=document.currentScript&&document.currentScript.nonce;
var parsed=document.createElement("template");parsed.innerHTML=source.textContent||"";
var later=[];
Array.prototype.forEach.call(parsed.content.querySelectorAll("link,script"),function(from){
var to=document.createElement(from.tagName);
Array.prototype.forEach.call(from.attributes,function(a){if(a.name!=="nonce")to.setAttribute(a.name,a.value)});
if(nonce)to.nonce=nonce;
if(from.tagName==="SCRIPT"){to.text=from.textContent||"";if(to.type!=="module"){document.body.appendChild(to);return}}
else to.setAttribute("fetchpriority","low");
later.push(to)});
var started=false;
function start(){if(started)return;started=true;later.forEach(function(el){(el.tagName==="LINK"?document.head:document.body).appendChild(el)})}
var paints=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(document.visibilityState==="hidden")start();
else if(paints.indexOf("paint")>=0)new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});
else requestAnimationFrame(function(){setTimeout(start,0)});
document.addEventListener("visibilitychange",start,{once:true});
setTimeout(start,3000);
})();`;
