#!/usr/bin/env node
require('./supported-node').assertSupportedNode();
require(require('./ensure-build')('src/cli.js'));
