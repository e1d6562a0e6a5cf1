// The theme component this plugin ships (getThemePath).
declare module '@theme/LazyHydration' {
  export {default} from '@site/src/plugins/lazy-hydration/theme/LazyHydration';
}
