import { CONSENT_KEY } from "./consent-key";

/**
 * Inline in every page's <body> (with the request's CSP nonce), before anything is
 * painted: marks <html data-consent> when the visitor has already chosen, so the
 * server-rendered cookie banner is hidden by CSS and never flashes. First
 * visits get the banner in the HTML itself, painted with the page, not after hydration.
 */
export const CONSENT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});if(c==="true"||c==="false")document.documentElement.setAttribute("data-consent",c)}catch(e){}`;
