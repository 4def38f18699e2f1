// The part of markdown-it (14) the sandbox's renderer uses; the package ships no types of its own.
declare module 'markdown-it' {
  export interface Token {
    type: string;
    tag: string;
    content: string;
    markup: string;
    info: string;
    map: [number, number] | null;
    children: Token[] | null;
    attrs: [string, string][] | null;
    meta: Record<string, unknown> | null;
    attrGet(name: string): string | null;
    attrSet(name: string, value: string): void;
  }
  export interface StateCore {
    src: string;
    tokens: Token[];
  }
  export type RenderRule = (
    tokens: Token[],
    idx: number,
    options: object,
    env: object,
    self: Renderer,
  ) => string;
  export interface Renderer {
    rules: Record<string, RenderRule | undefined>;
    renderToken(tokens: Token[], idx: number, options: object): string;
    renderInline(tokens: Token[], options: object, env: object): string;
  }
  export interface Options {
    html?: boolean;
    xhtmlOut?: boolean;
    breaks?: boolean;
    linkify?: boolean;
  }
  export default class MarkdownIt {
    constructor(preset?: string, options?: Options);
    readonly renderer: Renderer;
    readonly linkify: {
      set(options: { fuzzyLink?: boolean; fuzzyEmail?: boolean; fuzzyIP?: boolean }): void;
    };
    readonly core: { ruler: { push(name: string, rule: (state: StateCore) => void): void } };
    readonly utils: { escapeHtml(text: string): string };
    render(src: string, env?: object): string;
  }
}
