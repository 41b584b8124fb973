import type { FormRule } from 'antd';

/** antd rules for a "confirm password" field that must repeat the field `passwordField`. */
export const getConfirmPasswordRules = (passwordField: string, requiredMessage = 'Please confirm your password!'): FormRule[] => [
  { required: true, message: requiredMessage },
  ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (value && value !== getFieldValue(passwordField)) throw new Error('The two passwords that you entered do not match!');
    },
  }),
];
