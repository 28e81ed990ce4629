// Prism's core file on its own (./prism.ts): the Prism that @types/prismjs describes.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
