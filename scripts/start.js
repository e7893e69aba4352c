#!/usr/bin/env node
require(require('./ensure-build')('src/main.js'));
