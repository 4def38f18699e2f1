// GitHub accepts the same response name with two types under two inline fragments
// (`... on Issue { state } ... on PullRequest { state }`): an object is only ever one of them.
// graphql-js's OverlappingFieldsCanBeMergedRule refuses that, so the face validates without it.

import { OverlappingFieldsCanBeMergedRule, specifiedRules, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export function withoutOverlapRule(): Plugin {
  return {
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn((schema, document, rules, typeInfo, options) =>
        validateFn(
          schema,
          document,
          ((rules ?? specifiedRules) as readonly ValidationRule[]).filter(
            (rule) => rule !== OverlappingFieldsCanBeMergedRule,
          ),
          typeInfo,
          options,
        ),
      );
    },
  };
}
