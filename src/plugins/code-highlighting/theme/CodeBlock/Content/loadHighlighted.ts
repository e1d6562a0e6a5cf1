// The one import of the highlighter chunk (Prism and the original content),
// shared by the lazy component and the navigation client module.
export const loadHighlighted = () => import(/* webpackChunkName: "code-highlighter" */ './Highlighted');
