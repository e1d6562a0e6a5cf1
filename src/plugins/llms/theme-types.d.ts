// The theme component this plugin ships (getThemePath).
declare module '@theme/MarkdownTwinLink' {
  export {default} from '@site/src/plugins/llms/theme/MarkdownTwinLink';
}
