// The theme component this plugin ships (getThemePath), as pages and the
// site's MDXComponents import it.
declare module '@theme/Endpoint' {
  export {default} from '@site/src/plugins/openapi/theme/Endpoint';
}
declare module '@theme/RequestSamples' {
  export {default} from '@site/src/plugins/openapi/theme/RequestSamples';
}
declare module '@theme/SampleStamp' {
  export {default} from '@site/src/plugins/openapi/theme/SampleStamp';
}
