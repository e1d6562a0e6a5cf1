/**
 * The original highlighted code block content, with Prism's extra languages
 * registered first: what theme-classic did from a client module on every
 * page, done here when code is first highlighted in the browser (see
 * the plugin's README). Loaded lazily by ./index.tsx.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-init/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content;
