// CSS Modules, compiled into style.css by the build; TypeScript only needs their class maps.
declare module '*.module.css' {
  const classes: {readonly [key: string]: string};
  export default classes;
}
