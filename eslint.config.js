import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "bench/out/",
      "test-results/",
      "playwright-report/",
      ".wrangler/",
      "vendor/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}", "editor/browser/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}", "editor/browser/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // A function a reader can hold whole: 60 lines is the norm, 80 the most (decision 091).
    // Tests read as lists of cases, and the artwork's drawings as lists of shapes.
    files: ["**/*.{js,mjs,ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.spec.ts", "scripts/artwork/**"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Nothing in the shipped site exists for tests: tests drive the real modules from outside.
    files: ["app/**/*.{ts,tsx}", "editor/browser/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Identifier[name=/ForTests?$|^__.*[Tt]est/], Literal[value=/ForTests?\\b/]",
          message: "No test hooks in the site: drive the real code from the test (module mock, init script).",
        },
        {
          selector: "ImportDeclaration[source.value=/test-support/]",
          message: "test-support/ is for tests only.",
        },
      ],
    },
  },
  {
    // The UI primitives stay free of copy and business details.
    files: ["app/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/content/*", "**/content/*", "@content/*"],
              message: "ui/ primitives carry no copy: take it as props.",
            },
          ],
        },
      ],
    },
  },
  {
    // The content check runs in the site editor too: only its reader touches files.
    files: ["app/content/**/*.ts", "editor/browser/**/*.{ts,tsx}"],
    ignores: [
      "app/content/load.ts",
      "app/content/vite-plugin.ts",
      "app/content/site-files-plugin.ts",
      // Steps of the job page's worker bundle, which read the schemas' and js-yaml's sources.
      "app/content/schema-editor-words.ts",
      "app/content/worker-yaml-core.ts",
      // The site editor's writer of content files: it reads and writes their text, never a file.
      "editor/browser/kept-yaml.ts",
      // The site editor's way to the devices page: it reads the editor's settings, as Decap does.
      "editor/browser/devices-link.ts",
      "**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "fs", "path", "sharp", "yaml", "**/load", "**/load.ts"],
              message: "The content check runs in the browser too: files are read in app/content/load.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Framework-free helpers: no React, no router, no content; the owner's app's among them.
    files: ["app/lib/**", "app/owner/publishing/**", "app/owner/lead-inbox/**", "app/owner/photo-preparation/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-*", "react-router", "~/content/*", "@content/*", "~/components/*"],
              message: "lib/ and the owner's helpers stay framework-free and content-free.",
            },
          ],
        },
      ],
    },
  },
);
