// Leaflet's marker images, bundled from node_modules: Next gives an image object, Vitest a URL string.
// Declared here so the type check does not depend on the generated next-env.d.ts.
declare module 'leaflet/dist/images/*.png' {
  const image: string | { src: string; width: number; height: number };
  export default image;
}
