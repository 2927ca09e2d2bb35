import { describe, expect, it } from 'vitest';
import { withImportAgain } from './import-again';

describe('the build sends import() through __spImportAgain', () => {
  it('rewrites each import() of a chunk, inside what the bundler put around it', () => {
    const code =
      'const é="ü";' +
      'const a=()=>Y(()=>import(`./toaster-store-Dda80I8c.js`).then(e=>(e.t(),e.r)),__vite__mapDeps([0,1]));' +
      'const b=import("../assets/about-page-x.js");';
    expect(withImportAgain(code)).toBe(
      'const é="ü";' +
        'const a=()=>Y(()=>__spImportAgain(`./toaster-store-Dda80I8c.js`,import.meta.url).then(e=>(e.t(),e.r)),__vite__mapDeps([0,1]));' +
        'const b=__spImportAgain("../assets/about-page-x.js",import.meta.url);',
    );
  });

  it('leaves an address computed at run time, another site, and the word in a string alone', () => {
    const code =
      'const d=e=>import(e);import(`https://cdn.example/x.js`);import(`./a-${n}.js`);const s="import(`./x.js`)";';
    expect(withImportAgain(code)).toBe(code);
  });
});
