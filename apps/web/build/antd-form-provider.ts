import type { Plugin } from 'vite';

const ANTD_FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * antd's `form/context.js`, which ConfigProvider, Input, Select and Button's helpers import, takes only
 * `FormProvider` from `@rc-component/form`. That package declares no `sideEffects`, and its index builds the whole
 * Form on import (Field, List, useForm, the async validator: ~20 KB brotli), so every signed-in page loaded it in
 * antd's core chunk whether it showed a form or not. This points that one import at the module that defines
 * `FormProvider` (the same module the index re-exports, so the same object and context); pages with a form
 * still import the package as it is.
 */
export function antdFormProviderOnly(): Plugin {
  return {
    name: 'homebid-antd-form-provider',
    enforce: 'pre',
    // if antd ever takes more than FormProvider from the package, the build fails on the missing export
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return null;
      const resolved = await this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
      if (!resolved) this.error('@rc-component/form/es/FormContext is gone: see build/antd-form-provider.ts');
      return resolved;
    },
  };
}
