// Workflow files of the demo seed's repositories (what GET …/actions/workflows lists).

/** The workflow files of acme/legacy's default branch (.gitea/workflows): CI, Release, and Nightly (switched off). */
export const LEGACY_WORKFLOW_FILES: Record<string, string> = {
  '.gitea/workflows/ci.yml':
    'name: CI\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make test\n',
  '.gitea/workflows/nightly.yml':
    "name: Nightly\non:\n  schedule:\n    - cron: '0 3 * * *'\njobs:\n  nightly:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make nightly\n",
  '.gitea/workflows/release.yml':
    'name: Release\non: workflow_dispatch\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make publish\n',
};
