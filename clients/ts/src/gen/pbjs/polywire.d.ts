import * as $protobuf from "protobufjs/minimal.js";
import Long = require("long");

