/** Plain CSS files are side-effect imports bundled by Vite (src/fields/fields.css). */
declare module '*.css';
