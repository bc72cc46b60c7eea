/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $Number = $util.global.Number, $parseInt = $util.global.parseInt, $String = $util.global.String, $BigInt = $util.global.BigInt, $Array = $util.global.Array, $isFinite = $util.global.isFinite, $Boolean = $util.global.Boolean;

const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const polywire = $root.polywire = (() => {

    const polywire = {};

    polywire.articles = (function() {

        const articles = {};

        articles.v1 = (function() {

            const v1 = {};

            v1.ArticleService = (function() {

                const ArticleService = function(rpcImpl, requestDelimited, responseDelimited) {
                    $protobuf.rpc.Service.call(this, rpcImpl, requestDelimited, responseDelimited);
                };

                $Object.defineProperty(ArticleService.prototype = $Object.create($protobuf.rpc.Service.prototype), "constructor", { value: ArticleService, writable: true, enumerable: false, configurable: true });

                ArticleService.create = function(rpcImpl, requestDelimited, responseDelimited) {
                    return new this(rpcImpl, requestDelimited, responseDelimited);
                };



                $Object.defineProperties(ArticleService.prototype.getArticle = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, ArticleService.prototype.getArticle, $root.polywire.articles.v1.GetArticleRequest, $root.polywire.articles.v1.Article, request, callback);
                }, {
                    name: { value: "GetArticle" },
                    path: { value: "/polywire.articles.v1.ArticleService/GetArticle" },
                    requestType: { value: "GetArticleRequest" },
                    responseType: { value: "Article" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });

                return ArticleService;
            })();

            v1.GetArticleRequest = (function() {

                const GetArticleRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                GetArticleRequest.prototype.sections = 0;
                GetArticleRequest.prototype.seed = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

                GetArticleRequest.create = function(properties) {
                    return new GetArticleRequest(properties);
                };

                GetArticleRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.sections != null && $Object.hasOwnProperty.call(message, "sections") && message.sections !== 0)
                        writer.uint32(8).int32(message.sections);
                    if (message.seed != null && $Object.hasOwnProperty.call(message, "seed") && (typeof message.seed === "object" ? message.seed.low || message.seed.high : message.seed !== 0))
                        writer.uint32(16).uint64(message.seed);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                GetArticleRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                GetArticleRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.articles.v1.GetArticleRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.sections = value;
                                else
                                    delete message.sections;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                                    message.seed = value;
                                else
                                    delete message.seed;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                GetArticleRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                GetArticleRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.sections != null && $Object.hasOwnProperty.call(message, "sections"))
                        if (!$util.isInteger(message.sections))
                            return "sections: integer expected";
                    if (message.seed != null && $Object.hasOwnProperty.call(message, "seed"))
                        if (!$util.isInteger(message.seed) && !(message.seed && $util.isInteger(message.seed.low) && $util.isInteger(message.seed.high)))
                            return "seed: integer|Long expected";
                    return null;
                };

                GetArticleRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.articles.v1.GetArticleRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.articles.v1.GetArticleRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.articles.v1.GetArticleRequest();
                    if (object.sections != null)
                        if ($Number(object.sections) !== 0)
                            message.sections = object.sections | 0;
                    if (object.seed != null)
                        if (typeof object.seed === "object" ? object.seed.low || object.seed.high : $Number(object.seed) !== 0)
                            if ($util.Long)
                                message.seed = $util.Long.fromValue(object.seed, true);
                            else if (typeof object.seed === "string")
                                message.seed = $parseInt(object.seed, 10);
                            else if (typeof object.seed === "number")
                                message.seed = object.seed;
                            else if (typeof object.seed === "object")
                                message.seed = new $util.LongBits(object.seed.low >>> 0, object.seed.high >>> 0).toNumber(true);
                    return message;
                };

                GetArticleRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.sections = 0;
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, true);
                            object.seed = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.seed = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                    }
                    if (message.sections != null && $Object.hasOwnProperty.call(message, "sections"))
                        object.sections = message.sections;
                    if (message.seed != null && $Object.hasOwnProperty.call(message, "seed"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.seed = typeof message.seed === "number" ? $BigInt(message.seed) : $util.Long.fromBits(message.seed.low >>> 0, message.seed.high >>> 0, true).toBigInt();
                        else if (typeof message.seed === "number")
                            object.seed = options.longs === $String ? $String(message.seed) : message.seed;
                        else
                            object.seed = options.longs === $String ? $util.Long.prototype.toString.call(message.seed) : options.longs === $Number ? new $util.LongBits(message.seed.low >>> 0, message.seed.high >>> 0).toNumber(true) : message.seed;
                    return object;
                };

                GetArticleRequest.prototype.toJSON = function() {
                    return GetArticleRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                GetArticleRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.articles.v1.GetArticleRequest";
                };

                return GetArticleRequest;
            })();

            v1.Article = (function() {

                const Article = function (properties) {
                    this.subsections = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Article.prototype.title = "";
                Article.prototype.subsections = $util.emptyArray;

                Article.create = function(properties) {
                    return new Article(properties);
                };

                Article.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title") && message.title !== "")
                        writer.uint32(10).string(message.title);
                    if (message.subsections != null && message.subsections.length)
                        for (let i = 0; i < message.subsections.length; ++i)
                            $root.polywire.articles.v1.Subsection.encode(message.subsections[i], writer.uint32(18).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Article.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Article.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.articles.v1.Article();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.title = value;
                                else
                                    delete message.title;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.subsections && message.subsections.length))
                                    message.subsections = [];
                                message.subsections.push($root.polywire.articles.v1.Subsection.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Article.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Article.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                        if (!$util.isString(message.title))
                            return "title: string expected";
                    if (message.subsections != null && $Object.hasOwnProperty.call(message, "subsections")) {
                        if (!$Array.isArray(message.subsections))
                            return "subsections: array expected";
                        for (let i = 0; i < message.subsections.length; ++i) {
                            let error = $root.polywire.articles.v1.Subsection.verify(message.subsections[i], _depth + 1);
                            if (error)
                                return "subsections." + error;
                        }
                    }
                    return null;
                };

                Article.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.articles.v1.Article)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.articles.v1.Article: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.articles.v1.Article();
                    if (object.title != null)
                        if (typeof object.title !== "string" || object.title.length)
                            message.title = $String(object.title);
                    if (object.subsections) {
                        if (!$Array.isArray(object.subsections))
                            throw $TypeError(".polywire.articles.v1.Article.subsections: array expected");
                        message.subsections = $Array(object.subsections.length);
                        for (let i = 0; i < object.subsections.length; ++i) {
                            if (!$util.isObject(object.subsections[i]))
                                throw $TypeError(".polywire.articles.v1.Article.subsections: object expected");
                            message.subsections[i] = $root.polywire.articles.v1.Subsection.fromObject(object.subsections[i], _depth + 1);
                        }
                    }
                    return message;
                };

                Article.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.subsections = [];
                    if (options.defaults)
                        object.title = "";
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                        object.title = message.title;
                    if (message.subsections && message.subsections.length) {
                        object.subsections = $Array(message.subsections.length);
                        for (let j = 0; j < message.subsections.length; ++j)
                            object.subsections[j] = $root.polywire.articles.v1.Subsection.toObject(message.subsections[j], options, _depth + 1);
                    }
                    return object;
                };

                Article.prototype.toJSON = function() {
                    return Article.toObject(this, $protobuf.util.toJSONOptions);
                };

                Article.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.articles.v1.Article";
                };

                return Article;
            })();

            v1.Subsection = (function() {

                const Subsection = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Subsection.prototype.id = 0;
                Subsection.prototype.title = "";
                Subsection.prototype.text = "";

                Subsection.create = function(properties) {
                    return new Subsection(properties);
                };

                Subsection.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== 0)
                        writer.uint32(8).uint32(message.id);
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title") && message.title !== "")
                        writer.uint32(18).string(message.title);
                    if (message.text != null && $Object.hasOwnProperty.call(message, "text") && message.text !== "")
                        writer.uint32(26).string(message.text);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Subsection.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Subsection.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.articles.v1.Subsection();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.uint32())
                                    message.id = value;
                                else
                                    delete message.id;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.title = value;
                                else
                                    delete message.title;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.text = value;
                                else
                                    delete message.text;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Subsection.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Subsection.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (!$util.isInteger(message.id))
                            return "id: integer expected";
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                        if (!$util.isString(message.title))
                            return "title: string expected";
                    if (message.text != null && $Object.hasOwnProperty.call(message, "text"))
                        if (!$util.isString(message.text))
                            return "text: string expected";
                    return null;
                };

                Subsection.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.articles.v1.Subsection)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.articles.v1.Subsection: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.articles.v1.Subsection();
                    if (object.id != null)
                        if ($Number(object.id) !== 0)
                            message.id = object.id >>> 0;
                    if (object.title != null)
                        if (typeof object.title !== "string" || object.title.length)
                            message.title = $String(object.title);
                    if (object.text != null)
                        if (typeof object.text !== "string" || object.text.length)
                            message.text = $String(object.text);
                    return message;
                };

                Subsection.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.id = 0;
                        object.title = "";
                        object.text = "";
                    }
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        object.id = message.id;
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                        object.title = message.title;
                    if (message.text != null && $Object.hasOwnProperty.call(message, "text"))
                        object.text = message.text;
                    return object;
                };

                Subsection.prototype.toJSON = function() {
                    return Subsection.toObject(this, $protobuf.util.toJSONOptions);
                };

                Subsection.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.articles.v1.Subsection";
                };

                return Subsection;
            })();

            return v1;
        })();

        return articles;
    })();

    polywire.bank = (function() {

        const bank = {};

        bank.v1 = (function() {

            const v1 = {};

            v1.BankService = (function() {

                const BankService = function(rpcImpl, requestDelimited, responseDelimited) {
                    $protobuf.rpc.Service.call(this, rpcImpl, requestDelimited, responseDelimited);
                };

                $Object.defineProperty(BankService.prototype = $Object.create($protobuf.rpc.Service.prototype), "constructor", { value: BankService, writable: true, enumerable: false, configurable: true });

                BankService.create = function(rpcImpl, requestDelimited, responseDelimited) {
                    return new this(rpcImpl, requestDelimited, responseDelimited);
                };



                $Object.defineProperties(BankService.prototype.getAccountList = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, BankService.prototype.getAccountList, $root.polywire.bank.v1.GetAccountListRequest, $root.polywire.bank.v1.AccountList, request, callback);
                }, {
                    name: { value: "GetAccountList" },
                    path: { value: "/polywire.bank.v1.BankService/GetAccountList" },
                    requestType: { value: "GetAccountListRequest" },
                    responseType: { value: "AccountList" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });



                $Object.defineProperties(BankService.prototype.getAccount = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, BankService.prototype.getAccount, $root.polywire.bank.v1.GetAccountRequest, $root.polywire.bank.v1.Account, request, callback);
                }, {
                    name: { value: "GetAccount" },
                    path: { value: "/polywire.bank.v1.BankService/GetAccount" },
                    requestType: { value: "GetAccountRequest" },
                    responseType: { value: "Account" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });

                return BankService;
            })();

            v1.GetAccountListRequest = (function() {

                const GetAccountListRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                GetAccountListRequest.create = function(properties) {
                    return new GetAccountListRequest(properties);
                };

                GetAccountListRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                GetAccountListRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                GetAccountListRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.bank.v1.GetAccountListRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        reader.skipType(tag & 7, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                GetAccountListRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                GetAccountListRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    return null;
                };

                GetAccountListRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.bank.v1.GetAccountListRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.bank.v1.GetAccountListRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    return new $root.polywire.bank.v1.GetAccountListRequest();
                };

                GetAccountListRequest.toObject = function () {
                    return {};
                };

                GetAccountListRequest.prototype.toJSON = function() {
                    return GetAccountListRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                GetAccountListRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.bank.v1.GetAccountListRequest";
                };

                return GetAccountListRequest;
            })();

            v1.GetAccountRequest = (function() {

                const GetAccountRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                GetAccountRequest.prototype.accountId = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

                GetAccountRequest.create = function(properties) {
                    return new GetAccountRequest(properties);
                };

                GetAccountRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.accountId != null && $Object.hasOwnProperty.call(message, "accountId") && (typeof message.accountId === "object" ? message.accountId.low || message.accountId.high : message.accountId !== 0))
                        writer.uint32(8).uint64(message.accountId);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                GetAccountRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                GetAccountRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.bank.v1.GetAccountRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                                    message.accountId = value;
                                else
                                    delete message.accountId;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                GetAccountRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                GetAccountRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.accountId != null && $Object.hasOwnProperty.call(message, "accountId"))
                        if (!$util.isInteger(message.accountId) && !(message.accountId && $util.isInteger(message.accountId.low) && $util.isInteger(message.accountId.high)))
                            return "accountId: integer|Long expected";
                    return null;
                };

                GetAccountRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.bank.v1.GetAccountRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.bank.v1.GetAccountRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.bank.v1.GetAccountRequest();
                    if (object.accountId != null)
                        if (typeof object.accountId === "object" ? object.accountId.low || object.accountId.high : $Number(object.accountId) !== 0)
                            if ($util.Long)
                                message.accountId = $util.Long.fromValue(object.accountId, true);
                            else if (typeof object.accountId === "string")
                                message.accountId = $parseInt(object.accountId, 10);
                            else if (typeof object.accountId === "number")
                                message.accountId = object.accountId;
                            else if (typeof object.accountId === "object")
                                message.accountId = new $util.LongBits(object.accountId.low >>> 0, object.accountId.high >>> 0).toNumber(true);
                    return message;
                };

                GetAccountRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, true);
                            object.accountId = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.accountId = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                    if (message.accountId != null && $Object.hasOwnProperty.call(message, "accountId"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.accountId = typeof message.accountId === "number" ? $BigInt(message.accountId) : $util.Long.fromBits(message.accountId.low >>> 0, message.accountId.high >>> 0, true).toBigInt();
                        else if (typeof message.accountId === "number")
                            object.accountId = options.longs === $String ? $String(message.accountId) : message.accountId;
                        else
                            object.accountId = options.longs === $String ? $util.Long.prototype.toString.call(message.accountId) : options.longs === $Number ? new $util.LongBits(message.accountId.low >>> 0, message.accountId.high >>> 0).toNumber(true) : message.accountId;
                    return object;
                };

                GetAccountRequest.prototype.toJSON = function() {
                    return GetAccountRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                GetAccountRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.bank.v1.GetAccountRequest";
                };

                return GetAccountRequest;
            })();

            v1.Transaction = (function() {

                const Transaction = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Transaction.prototype.id = $util.Long ? $util.Long.fromBits(0,0,true) : 0;
                Transaction.prototype.transactionType = 0;
                Transaction.prototype.transactionDate = "";
                Transaction.prototype.bookingDate = "";
                Transaction.prototype.principalDisposal = "";
                Transaction.prototype.orderingCustomer = "";
                Transaction.prototype.beneficiary = "";
                Transaction.prototype.beneficiaryAccount = "";
                Transaction.prototype.details = "";
                Transaction.prototype.amount = 0;

                Transaction.create = function(properties) {
                    return new Transaction(properties);
                };

                Transaction.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && (typeof message.id === "object" ? message.id.low || message.id.high : message.id !== 0))
                        writer.uint32(8).uint64(message.id);
                    if (message.transactionType != null && $Object.hasOwnProperty.call(message, "transactionType") && message.transactionType !== 0)
                        writer.uint32(16).int32(message.transactionType);
                    if (message.transactionDate != null && $Object.hasOwnProperty.call(message, "transactionDate") && message.transactionDate !== "")
                        writer.uint32(26).string(message.transactionDate);
                    if (message.bookingDate != null && $Object.hasOwnProperty.call(message, "bookingDate") && message.bookingDate !== "")
                        writer.uint32(34).string(message.bookingDate);
                    if (message.principalDisposal != null && $Object.hasOwnProperty.call(message, "principalDisposal") && message.principalDisposal !== "")
                        writer.uint32(42).string(message.principalDisposal);
                    if (message.orderingCustomer != null && $Object.hasOwnProperty.call(message, "orderingCustomer") && message.orderingCustomer !== "")
                        writer.uint32(50).string(message.orderingCustomer);
                    if (message.beneficiary != null && $Object.hasOwnProperty.call(message, "beneficiary") && message.beneficiary !== "")
                        writer.uint32(58).string(message.beneficiary);
                    if (message.beneficiaryAccount != null && $Object.hasOwnProperty.call(message, "beneficiaryAccount") && message.beneficiaryAccount !== "")
                        writer.uint32(66).string(message.beneficiaryAccount);
                    if (message.details != null && $Object.hasOwnProperty.call(message, "details") && message.details !== "")
                        writer.uint32(74).string(message.details);
                    if (message.amount != null && $Object.hasOwnProperty.call(message, "amount") && !$Object.is(message.amount, 0))
                        writer.uint32(81).double(message.amount);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Transaction.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Transaction.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.bank.v1.Transaction();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                                    message.id = value;
                                else
                                    delete message.id;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.transactionType = value;
                                else
                                    delete message.transactionType;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.transactionDate = value;
                                else
                                    delete message.transactionDate;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.bookingDate = value;
                                else
                                    delete message.bookingDate;
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.principalDisposal = value;
                                else
                                    delete message.principalDisposal;
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.orderingCustomer = value;
                                else
                                    delete message.orderingCustomer;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.beneficiary = value;
                                else
                                    delete message.beneficiary;
                                continue;
                            }
                        case 8: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.beneficiaryAccount = value;
                                else
                                    delete message.beneficiaryAccount;
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.details = value;
                                else
                                    delete message.details;
                                continue;
                            }
                        case 10: {
                                if (wireType !== 1)
                                    break;
                                if (!$Object.is(value = reader.double(), 0))
                                    message.amount = value;
                                else
                                    delete message.amount;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Transaction.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Transaction.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (!$util.isInteger(message.id) && !(message.id && $util.isInteger(message.id.low) && $util.isInteger(message.id.high)))
                            return "id: integer|Long expected";
                    if (message.transactionType != null && $Object.hasOwnProperty.call(message, "transactionType"))
                        if (typeof message.transactionType !== "number" || (message.transactionType | 0) !== message.transactionType)
                            return "transactionType: enum value expected";
                    if (message.transactionDate != null && $Object.hasOwnProperty.call(message, "transactionDate"))
                        if (!$util.isString(message.transactionDate))
                            return "transactionDate: string expected";
                    if (message.bookingDate != null && $Object.hasOwnProperty.call(message, "bookingDate"))
                        if (!$util.isString(message.bookingDate))
                            return "bookingDate: string expected";
                    if (message.principalDisposal != null && $Object.hasOwnProperty.call(message, "principalDisposal"))
                        if (!$util.isString(message.principalDisposal))
                            return "principalDisposal: string expected";
                    if (message.orderingCustomer != null && $Object.hasOwnProperty.call(message, "orderingCustomer"))
                        if (!$util.isString(message.orderingCustomer))
                            return "orderingCustomer: string expected";
                    if (message.beneficiary != null && $Object.hasOwnProperty.call(message, "beneficiary"))
                        if (!$util.isString(message.beneficiary))
                            return "beneficiary: string expected";
                    if (message.beneficiaryAccount != null && $Object.hasOwnProperty.call(message, "beneficiaryAccount"))
                        if (!$util.isString(message.beneficiaryAccount))
                            return "beneficiaryAccount: string expected";
                    if (message.details != null && $Object.hasOwnProperty.call(message, "details"))
                        if (!$util.isString(message.details))
                            return "details: string expected";
                    if (message.amount != null && $Object.hasOwnProperty.call(message, "amount"))
                        if (typeof message.amount !== "number")
                            return "amount: number expected";
                    return null;
                };

                Transaction.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.bank.v1.Transaction)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.bank.v1.Transaction: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.bank.v1.Transaction();
                    if (object.id != null)
                        if (typeof object.id === "object" ? object.id.low || object.id.high : $Number(object.id) !== 0)
                            if ($util.Long)
                                message.id = $util.Long.fromValue(object.id, true);
                            else if (typeof object.id === "string")
                                message.id = $parseInt(object.id, 10);
                            else if (typeof object.id === "number")
                                message.id = object.id;
                            else if (typeof object.id === "object")
                                message.id = new $util.LongBits(object.id.low >>> 0, object.id.high >>> 0).toNumber(true);
                    if (object.transactionType !== 0 && (typeof object.transactionType !== "string" || $root.polywire.bank.v1.Transaction.TransactionType[object.transactionType] !== 0))
                        switch (object.transactionType) {
                        case "Credit":
                        case 0:
                            message.transactionType = 0;
                            break;
                        case "Debit":
                        case 1:
                            message.transactionType = 1;
                            break;
                        default:
                            if (typeof object.transactionType === "number" && (object.transactionType | 0) === object.transactionType)
                                message.transactionType = object.transactionType;
                        }
                    if (object.transactionDate != null)
                        if (typeof object.transactionDate !== "string" || object.transactionDate.length)
                            message.transactionDate = $String(object.transactionDate);
                    if (object.bookingDate != null)
                        if (typeof object.bookingDate !== "string" || object.bookingDate.length)
                            message.bookingDate = $String(object.bookingDate);
                    if (object.principalDisposal != null)
                        if (typeof object.principalDisposal !== "string" || object.principalDisposal.length)
                            message.principalDisposal = $String(object.principalDisposal);
                    if (object.orderingCustomer != null)
                        if (typeof object.orderingCustomer !== "string" || object.orderingCustomer.length)
                            message.orderingCustomer = $String(object.orderingCustomer);
                    if (object.beneficiary != null)
                        if (typeof object.beneficiary !== "string" || object.beneficiary.length)
                            message.beneficiary = $String(object.beneficiary);
                    if (object.beneficiaryAccount != null)
                        if (typeof object.beneficiaryAccount !== "string" || object.beneficiaryAccount.length)
                            message.beneficiaryAccount = $String(object.beneficiaryAccount);
                    if (object.details != null)
                        if (typeof object.details !== "string" || object.details.length)
                            message.details = $String(object.details);
                    if (object.amount != null)
                        if (!$Object.is($Number(object.amount), 0))
                            message.amount = $Number(object.amount);
                    return message;
                };

                Transaction.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, true);
                            object.id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.transactionType = options.enums === $String ? "Credit" : 0;
                        object.transactionDate = "";
                        object.bookingDate = "";
                        object.principalDisposal = "";
                        object.orderingCustomer = "";
                        object.beneficiary = "";
                        object.beneficiaryAccount = "";
                        object.details = "";
                        object.amount = 0;
                    }
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.id = typeof message.id === "number" ? $BigInt(message.id) : $util.Long.fromBits(message.id.low >>> 0, message.id.high >>> 0, true).toBigInt();
                        else if (typeof message.id === "number")
                            object.id = options.longs === $String ? $String(message.id) : message.id;
                        else
                            object.id = options.longs === $String ? $util.Long.prototype.toString.call(message.id) : options.longs === $Number ? new $util.LongBits(message.id.low >>> 0, message.id.high >>> 0).toNumber(true) : message.id;
                    if (message.transactionType != null && $Object.hasOwnProperty.call(message, "transactionType"))
                        object.transactionType = options.enums === $String ? $root.polywire.bank.v1.Transaction.TransactionType[message.transactionType] === $undefined ? message.transactionType : $root.polywire.bank.v1.Transaction.TransactionType[message.transactionType] : message.transactionType;
                    if (message.transactionDate != null && $Object.hasOwnProperty.call(message, "transactionDate"))
                        object.transactionDate = message.transactionDate;
                    if (message.bookingDate != null && $Object.hasOwnProperty.call(message, "bookingDate"))
                        object.bookingDate = message.bookingDate;
                    if (message.principalDisposal != null && $Object.hasOwnProperty.call(message, "principalDisposal"))
                        object.principalDisposal = message.principalDisposal;
                    if (message.orderingCustomer != null && $Object.hasOwnProperty.call(message, "orderingCustomer"))
                        object.orderingCustomer = message.orderingCustomer;
                    if (message.beneficiary != null && $Object.hasOwnProperty.call(message, "beneficiary"))
                        object.beneficiary = message.beneficiary;
                    if (message.beneficiaryAccount != null && $Object.hasOwnProperty.call(message, "beneficiaryAccount"))
                        object.beneficiaryAccount = message.beneficiaryAccount;
                    if (message.details != null && $Object.hasOwnProperty.call(message, "details"))
                        object.details = message.details;
                    if (message.amount != null && $Object.hasOwnProperty.call(message, "amount"))
                        object.amount = options.json && !$isFinite(message.amount) ? $String(message.amount) : message.amount;
                    return object;
                };

                Transaction.prototype.toJSON = function() {
                    return Transaction.toObject(this, $protobuf.util.toJSONOptions);
                };

                Transaction.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.bank.v1.Transaction";
                };

                Transaction.TransactionType = (function() {
                    const valuesById = $Object.create(null), values = $Object.create(valuesById);
                    values[valuesById[0] = "Credit"] = 0;
                    values[valuesById[1] = "Debit"] = 1;
                    return values;
                })();

                return Transaction;
            })();

            v1.Account = (function() {

                const Account = function (properties) {
                    this.transactions = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Account.prototype.id = $util.Long ? $util.Long.fromBits(0,0,true) : 0;
                Account.prototype.name = "";
                Account.prototype.balance = 0;
                Account.prototype.availableFunds = 0;
                Account.prototype.iban = "";
                Account.prototype.currency = "";
                Account.prototype.owner = "";
                Account.prototype.ownerAddress = "";
                Account.prototype.transactions = $util.emptyArray;

                Account.create = function(properties) {
                    return new Account(properties);
                };

                Account.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && (typeof message.id === "object" ? message.id.low || message.id.high : message.id !== 0))
                        writer.uint32(8).uint64(message.id);
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(18).string(message.name);
                    if (message.balance != null && $Object.hasOwnProperty.call(message, "balance") && !$Object.is(message.balance, 0))
                        writer.uint32(25).double(message.balance);
                    if (message.availableFunds != null && $Object.hasOwnProperty.call(message, "availableFunds") && !$Object.is(message.availableFunds, 0))
                        writer.uint32(33).double(message.availableFunds);
                    if (message.iban != null && $Object.hasOwnProperty.call(message, "iban") && message.iban !== "")
                        writer.uint32(42).string(message.iban);
                    if (message.currency != null && $Object.hasOwnProperty.call(message, "currency") && message.currency !== "")
                        writer.uint32(50).string(message.currency);
                    if (message.owner != null && $Object.hasOwnProperty.call(message, "owner") && message.owner !== "")
                        writer.uint32(58).string(message.owner);
                    if (message.ownerAddress != null && $Object.hasOwnProperty.call(message, "ownerAddress") && message.ownerAddress !== "")
                        writer.uint32(66).string(message.ownerAddress);
                    if (message.transactions != null && message.transactions.length)
                        for (let i = 0; i < message.transactions.length; ++i)
                            $root.polywire.bank.v1.Transaction.encode(message.transactions[i], writer.uint32(74).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Account.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Account.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.bank.v1.Account();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                                    message.id = value;
                                else
                                    delete message.id;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.name = value;
                                else
                                    delete message.name;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 1)
                                    break;
                                if (!$Object.is(value = reader.double(), 0))
                                    message.balance = value;
                                else
                                    delete message.balance;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 1)
                                    break;
                                if (!$Object.is(value = reader.double(), 0))
                                    message.availableFunds = value;
                                else
                                    delete message.availableFunds;
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.iban = value;
                                else
                                    delete message.iban;
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.currency = value;
                                else
                                    delete message.currency;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.owner = value;
                                else
                                    delete message.owner;
                                continue;
                            }
                        case 8: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.ownerAddress = value;
                                else
                                    delete message.ownerAddress;
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.transactions && message.transactions.length))
                                    message.transactions = [];
                                message.transactions.push($root.polywire.bank.v1.Transaction.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Account.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Account.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (!$util.isInteger(message.id) && !(message.id && $util.isInteger(message.id.low) && $util.isInteger(message.id.high)))
                            return "id: integer|Long expected";
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        if (!$util.isString(message.name))
                            return "name: string expected";
                    if (message.balance != null && $Object.hasOwnProperty.call(message, "balance"))
                        if (typeof message.balance !== "number")
                            return "balance: number expected";
                    if (message.availableFunds != null && $Object.hasOwnProperty.call(message, "availableFunds"))
                        if (typeof message.availableFunds !== "number")
                            return "availableFunds: number expected";
                    if (message.iban != null && $Object.hasOwnProperty.call(message, "iban"))
                        if (!$util.isString(message.iban))
                            return "iban: string expected";
                    if (message.currency != null && $Object.hasOwnProperty.call(message, "currency"))
                        if (!$util.isString(message.currency))
                            return "currency: string expected";
                    if (message.owner != null && $Object.hasOwnProperty.call(message, "owner"))
                        if (!$util.isString(message.owner))
                            return "owner: string expected";
                    if (message.ownerAddress != null && $Object.hasOwnProperty.call(message, "ownerAddress"))
                        if (!$util.isString(message.ownerAddress))
                            return "ownerAddress: string expected";
                    if (message.transactions != null && $Object.hasOwnProperty.call(message, "transactions")) {
                        if (!$Array.isArray(message.transactions))
                            return "transactions: array expected";
                        for (let i = 0; i < message.transactions.length; ++i) {
                            let error = $root.polywire.bank.v1.Transaction.verify(message.transactions[i], _depth + 1);
                            if (error)
                                return "transactions." + error;
                        }
                    }
                    return null;
                };

                Account.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.bank.v1.Account)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.bank.v1.Account: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.bank.v1.Account();
                    if (object.id != null)
                        if (typeof object.id === "object" ? object.id.low || object.id.high : $Number(object.id) !== 0)
                            if ($util.Long)
                                message.id = $util.Long.fromValue(object.id, true);
                            else if (typeof object.id === "string")
                                message.id = $parseInt(object.id, 10);
                            else if (typeof object.id === "number")
                                message.id = object.id;
                            else if (typeof object.id === "object")
                                message.id = new $util.LongBits(object.id.low >>> 0, object.id.high >>> 0).toNumber(true);
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    if (object.balance != null)
                        if (!$Object.is($Number(object.balance), 0))
                            message.balance = $Number(object.balance);
                    if (object.availableFunds != null)
                        if (!$Object.is($Number(object.availableFunds), 0))
                            message.availableFunds = $Number(object.availableFunds);
                    if (object.iban != null)
                        if (typeof object.iban !== "string" || object.iban.length)
                            message.iban = $String(object.iban);
                    if (object.currency != null)
                        if (typeof object.currency !== "string" || object.currency.length)
                            message.currency = $String(object.currency);
                    if (object.owner != null)
                        if (typeof object.owner !== "string" || object.owner.length)
                            message.owner = $String(object.owner);
                    if (object.ownerAddress != null)
                        if (typeof object.ownerAddress !== "string" || object.ownerAddress.length)
                            message.ownerAddress = $String(object.ownerAddress);
                    if (object.transactions) {
                        if (!$Array.isArray(object.transactions))
                            throw $TypeError(".polywire.bank.v1.Account.transactions: array expected");
                        message.transactions = $Array(object.transactions.length);
                        for (let i = 0; i < object.transactions.length; ++i) {
                            if (!$util.isObject(object.transactions[i]))
                                throw $TypeError(".polywire.bank.v1.Account.transactions: object expected");
                            message.transactions[i] = $root.polywire.bank.v1.Transaction.fromObject(object.transactions[i], _depth + 1);
                        }
                    }
                    return message;
                };

                Account.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.transactions = [];
                    if (options.defaults) {
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, true);
                            object.id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.name = "";
                        object.balance = 0;
                        object.availableFunds = 0;
                        object.iban = "";
                        object.currency = "";
                        object.owner = "";
                        object.ownerAddress = "";
                    }
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.id = typeof message.id === "number" ? $BigInt(message.id) : $util.Long.fromBits(message.id.low >>> 0, message.id.high >>> 0, true).toBigInt();
                        else if (typeof message.id === "number")
                            object.id = options.longs === $String ? $String(message.id) : message.id;
                        else
                            object.id = options.longs === $String ? $util.Long.prototype.toString.call(message.id) : options.longs === $Number ? new $util.LongBits(message.id.low >>> 0, message.id.high >>> 0).toNumber(true) : message.id;
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.balance != null && $Object.hasOwnProperty.call(message, "balance"))
                        object.balance = options.json && !$isFinite(message.balance) ? $String(message.balance) : message.balance;
                    if (message.availableFunds != null && $Object.hasOwnProperty.call(message, "availableFunds"))
                        object.availableFunds = options.json && !$isFinite(message.availableFunds) ? $String(message.availableFunds) : message.availableFunds;
                    if (message.iban != null && $Object.hasOwnProperty.call(message, "iban"))
                        object.iban = message.iban;
                    if (message.currency != null && $Object.hasOwnProperty.call(message, "currency"))
                        object.currency = message.currency;
                    if (message.owner != null && $Object.hasOwnProperty.call(message, "owner"))
                        object.owner = message.owner;
                    if (message.ownerAddress != null && $Object.hasOwnProperty.call(message, "ownerAddress"))
                        object.ownerAddress = message.ownerAddress;
                    if (message.transactions && message.transactions.length) {
                        object.transactions = $Array(message.transactions.length);
                        for (let j = 0; j < message.transactions.length; ++j)
                            object.transactions[j] = $root.polywire.bank.v1.Transaction.toObject(message.transactions[j], options, _depth + 1);
                    }
                    return object;
                };

                Account.prototype.toJSON = function() {
                    return Account.toObject(this, $protobuf.util.toJSONOptions);
                };

                Account.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.bank.v1.Account";
                };

                return Account;
            })();

            v1.AccountList = (function() {

                const AccountList = function (properties) {
                    this.accounts = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                AccountList.prototype.accounts = $util.emptyArray;

                AccountList.create = function(properties) {
                    return new AccountList(properties);
                };

                AccountList.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.accounts != null && message.accounts.length)
                        for (let i = 0; i < message.accounts.length; ++i)
                            $root.polywire.bank.v1.Account.encode(message.accounts[i], writer.uint32(10).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                AccountList.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                AccountList.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.bank.v1.AccountList();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.accounts && message.accounts.length))
                                    message.accounts = [];
                                message.accounts.push($root.polywire.bank.v1.Account.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                AccountList.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                AccountList.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.accounts != null && $Object.hasOwnProperty.call(message, "accounts")) {
                        if (!$Array.isArray(message.accounts))
                            return "accounts: array expected";
                        for (let i = 0; i < message.accounts.length; ++i) {
                            let error = $root.polywire.bank.v1.Account.verify(message.accounts[i], _depth + 1);
                            if (error)
                                return "accounts." + error;
                        }
                    }
                    return null;
                };

                AccountList.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.bank.v1.AccountList)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.bank.v1.AccountList: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.bank.v1.AccountList();
                    if (object.accounts) {
                        if (!$Array.isArray(object.accounts))
                            throw $TypeError(".polywire.bank.v1.AccountList.accounts: array expected");
                        message.accounts = $Array(object.accounts.length);
                        for (let i = 0; i < object.accounts.length; ++i) {
                            if (!$util.isObject(object.accounts[i]))
                                throw $TypeError(".polywire.bank.v1.AccountList.accounts: object expected");
                            message.accounts[i] = $root.polywire.bank.v1.Account.fromObject(object.accounts[i], _depth + 1);
                        }
                    }
                    return message;
                };

                AccountList.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.accounts = [];
                    if (message.accounts && message.accounts.length) {
                        object.accounts = $Array(message.accounts.length);
                        for (let j = 0; j < message.accounts.length; ++j)
                            object.accounts[j] = $root.polywire.bank.v1.Account.toObject(message.accounts[j], options, _depth + 1);
                    }
                    return object;
                };

                AccountList.prototype.toJSON = function() {
                    return AccountList.toObject(this, $protobuf.util.toJSONOptions);
                };

                AccountList.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.bank.v1.AccountList";
                };

                return AccountList;
            })();

            return v1;
        })();

        return bank;
    })();

    polywire.docs = (function() {

        const docs = {};

        docs.v1 = (function() {

            const v1 = {};

            v1.DocumentService = (function() {

                const DocumentService = function(rpcImpl, requestDelimited, responseDelimited) {
                    $protobuf.rpc.Service.call(this, rpcImpl, requestDelimited, responseDelimited);
                };

                $Object.defineProperty(DocumentService.prototype = $Object.create($protobuf.rpc.Service.prototype), "constructor", { value: DocumentService, writable: true, enumerable: false, configurable: true });

                DocumentService.create = function(rpcImpl, requestDelimited, responseDelimited) {
                    return new this(rpcImpl, requestDelimited, responseDelimited);
                };



                $Object.defineProperties(DocumentService.prototype.getAllByLimitAndOffset = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, DocumentService.prototype.getAllByLimitAndOffset, $root.polywire.docs.v1.GetAllByLimitAndOffsetRequest, $root.polywire.docs.v1.GetAllByLimitAndOffsetResponse, request, callback);
                }, {
                    name: { value: "GetAllByLimitAndOffset" },
                    path: { value: "/polywire.docs.v1.DocumentService/GetAllByLimitAndOffset" },
                    requestType: { value: "GetAllByLimitAndOffsetRequest" },
                    responseType: { value: "GetAllByLimitAndOffsetResponse" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });



                $Object.defineProperties(DocumentService.prototype.save = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, DocumentService.prototype.save, $root.polywire.docs.v1.SaveRequest, $root.polywire.docs.v1.SaveResponse, request, callback);
                }, {
                    name: { value: "Save" },
                    path: { value: "/polywire.docs.v1.DocumentService/Save" },
                    requestType: { value: "SaveRequest" },
                    responseType: { value: "SaveResponse" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });



                $Object.defineProperties(DocumentService.prototype.validate = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, DocumentService.prototype.validate, $root.polywire.docs.v1.ValidateRequest, $root.polywire.docs.v1.ValidateResponse, request, callback);
                }, {
                    name: { value: "Validate" },
                    path: { value: "/polywire.docs.v1.DocumentService/Validate" },
                    requestType: { value: "ValidateRequest" },
                    responseType: { value: "ValidateResponse" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });

                return DocumentService;
            })();

            v1.GetAllByLimitAndOffsetRequest = (function() {

                const GetAllByLimitAndOffsetRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                GetAllByLimitAndOffsetRequest.prototype.limit = 0;
                GetAllByLimitAndOffsetRequest.prototype.offset = 0;

                GetAllByLimitAndOffsetRequest.create = function(properties) {
                    return new GetAllByLimitAndOffsetRequest(properties);
                };

                GetAllByLimitAndOffsetRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.limit != null && $Object.hasOwnProperty.call(message, "limit") && message.limit !== 0)
                        writer.uint32(8).int32(message.limit);
                    if (message.offset != null && $Object.hasOwnProperty.call(message, "offset") && message.offset !== 0)
                        writer.uint32(16).int32(message.offset);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                GetAllByLimitAndOffsetRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                GetAllByLimitAndOffsetRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.GetAllByLimitAndOffsetRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.limit = value;
                                else
                                    delete message.limit;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.offset = value;
                                else
                                    delete message.offset;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                GetAllByLimitAndOffsetRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                GetAllByLimitAndOffsetRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.limit != null && $Object.hasOwnProperty.call(message, "limit"))
                        if (!$util.isInteger(message.limit))
                            return "limit: integer expected";
                    if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                        if (!$util.isInteger(message.offset))
                            return "offset: integer expected";
                    return null;
                };

                GetAllByLimitAndOffsetRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.GetAllByLimitAndOffsetRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.GetAllByLimitAndOffsetRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.GetAllByLimitAndOffsetRequest();
                    if (object.limit != null)
                        if ($Number(object.limit) !== 0)
                            message.limit = object.limit | 0;
                    if (object.offset != null)
                        if ($Number(object.offset) !== 0)
                            message.offset = object.offset | 0;
                    return message;
                };

                GetAllByLimitAndOffsetRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.limit = 0;
                        object.offset = 0;
                    }
                    if (message.limit != null && $Object.hasOwnProperty.call(message, "limit"))
                        object.limit = message.limit;
                    if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                        object.offset = message.offset;
                    return object;
                };

                GetAllByLimitAndOffsetRequest.prototype.toJSON = function() {
                    return GetAllByLimitAndOffsetRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                GetAllByLimitAndOffsetRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.GetAllByLimitAndOffsetRequest";
                };

                return GetAllByLimitAndOffsetRequest;
            })();

            v1.GetAllByLimitAndOffsetResponse = (function() {

                const GetAllByLimitAndOffsetResponse = function (properties) {
                    this.documents = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                GetAllByLimitAndOffsetResponse.prototype.documents = $util.emptyArray;

                GetAllByLimitAndOffsetResponse.create = function(properties) {
                    return new GetAllByLimitAndOffsetResponse(properties);
                };

                GetAllByLimitAndOffsetResponse.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.documents != null && message.documents.length)
                        for (let i = 0; i < message.documents.length; ++i)
                            $root.polywire.docs.v1.Document.encode(message.documents[i], writer.uint32(10).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                GetAllByLimitAndOffsetResponse.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                GetAllByLimitAndOffsetResponse.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.GetAllByLimitAndOffsetResponse();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.documents && message.documents.length))
                                    message.documents = [];
                                message.documents.push($root.polywire.docs.v1.Document.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                GetAllByLimitAndOffsetResponse.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                GetAllByLimitAndOffsetResponse.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.documents != null && $Object.hasOwnProperty.call(message, "documents")) {
                        if (!$Array.isArray(message.documents))
                            return "documents: array expected";
                        for (let i = 0; i < message.documents.length; ++i) {
                            let error = $root.polywire.docs.v1.Document.verify(message.documents[i], _depth + 1);
                            if (error)
                                return "documents." + error;
                        }
                    }
                    return null;
                };

                GetAllByLimitAndOffsetResponse.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.GetAllByLimitAndOffsetResponse)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.GetAllByLimitAndOffsetResponse: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.GetAllByLimitAndOffsetResponse();
                    if (object.documents) {
                        if (!$Array.isArray(object.documents))
                            throw $TypeError(".polywire.docs.v1.GetAllByLimitAndOffsetResponse.documents: array expected");
                        message.documents = $Array(object.documents.length);
                        for (let i = 0; i < object.documents.length; ++i) {
                            if (!$util.isObject(object.documents[i]))
                                throw $TypeError(".polywire.docs.v1.GetAllByLimitAndOffsetResponse.documents: object expected");
                            message.documents[i] = $root.polywire.docs.v1.Document.fromObject(object.documents[i], _depth + 1);
                        }
                    }
                    return message;
                };

                GetAllByLimitAndOffsetResponse.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.documents = [];
                    if (message.documents && message.documents.length) {
                        object.documents = $Array(message.documents.length);
                        for (let j = 0; j < message.documents.length; ++j)
                            object.documents[j] = $root.polywire.docs.v1.Document.toObject(message.documents[j], options, _depth + 1);
                    }
                    return object;
                };

                GetAllByLimitAndOffsetResponse.prototype.toJSON = function() {
                    return GetAllByLimitAndOffsetResponse.toObject(this, $protobuf.util.toJSONOptions);
                };

                GetAllByLimitAndOffsetResponse.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.GetAllByLimitAndOffsetResponse";
                };

                return GetAllByLimitAndOffsetResponse;
            })();

            v1.SaveRequest = (function() {

                const SaveRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                SaveRequest.prototype.document = null;

                SaveRequest.create = function(properties) {
                    return new SaveRequest(properties);
                };

                SaveRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.document != null && $Object.hasOwnProperty.call(message, "document"))
                        $root.polywire.docs.v1.Document.encode(message.document, writer.uint32(10).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                SaveRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                SaveRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.SaveRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                message.document = $root.polywire.docs.v1.Document.decode(reader, reader.size(), $undefined, _depth + 1, message.document);
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                SaveRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                SaveRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.document != null && $Object.hasOwnProperty.call(message, "document")) {
                        let error = $root.polywire.docs.v1.Document.verify(message.document, _depth + 1);
                        if (error)
                            return "document." + error;
                    }
                    return null;
                };

                SaveRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.SaveRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.SaveRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.SaveRequest();
                    if (object.document != null) {
                        if (!$util.isObject(object.document))
                            throw $TypeError(".polywire.docs.v1.SaveRequest.document: object expected");
                        message.document = $root.polywire.docs.v1.Document.fromObject(object.document, _depth + 1);
                    }
                    return message;
                };

                SaveRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.document = null;
                    if (message.document != null && $Object.hasOwnProperty.call(message, "document"))
                        object.document = $root.polywire.docs.v1.Document.toObject(message.document, options, _depth + 1);
                    return object;
                };

                SaveRequest.prototype.toJSON = function() {
                    return SaveRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                SaveRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.SaveRequest";
                };

                return SaveRequest;
            })();

            v1.SaveResponse = (function() {

                const SaveResponse = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                SaveResponse.prototype.message = "";

                SaveResponse.create = function(properties) {
                    return new SaveResponse(properties);
                };

                SaveResponse.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.message != null && $Object.hasOwnProperty.call(message, "message") && message.message !== "")
                        writer.uint32(10).string(message.message);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                SaveResponse.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                SaveResponse.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.SaveResponse();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.message = value;
                                else
                                    delete message.message;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                SaveResponse.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                SaveResponse.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                        if (!$util.isString(message.message))
                            return "message: string expected";
                    return null;
                };

                SaveResponse.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.SaveResponse)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.SaveResponse: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.SaveResponse();
                    if (object.message != null)
                        if (typeof object.message !== "string" || object.message.length)
                            message.message = $String(object.message);
                    return message;
                };

                SaveResponse.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.message = "";
                    if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                        object.message = message.message;
                    return object;
                };

                SaveResponse.prototype.toJSON = function() {
                    return SaveResponse.toObject(this, $protobuf.util.toJSONOptions);
                };

                SaveResponse.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.SaveResponse";
                };

                return SaveResponse;
            })();

            v1.ValidateRequest = (function() {

                const ValidateRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                ValidateRequest.prototype.document = null;

                ValidateRequest.create = function(properties) {
                    return new ValidateRequest(properties);
                };

                ValidateRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.document != null && $Object.hasOwnProperty.call(message, "document"))
                        $root.polywire.docs.v1.Document.encode(message.document, writer.uint32(10).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                ValidateRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                ValidateRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.ValidateRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                message.document = $root.polywire.docs.v1.Document.decode(reader, reader.size(), $undefined, _depth + 1, message.document);
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                ValidateRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                ValidateRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.document != null && $Object.hasOwnProperty.call(message, "document")) {
                        let error = $root.polywire.docs.v1.Document.verify(message.document, _depth + 1);
                        if (error)
                            return "document." + error;
                    }
                    return null;
                };

                ValidateRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.ValidateRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.ValidateRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.ValidateRequest();
                    if (object.document != null) {
                        if (!$util.isObject(object.document))
                            throw $TypeError(".polywire.docs.v1.ValidateRequest.document: object expected");
                        message.document = $root.polywire.docs.v1.Document.fromObject(object.document, _depth + 1);
                    }
                    return message;
                };

                ValidateRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.document = null;
                    if (message.document != null && $Object.hasOwnProperty.call(message, "document"))
                        object.document = $root.polywire.docs.v1.Document.toObject(message.document, options, _depth + 1);
                    return object;
                };

                ValidateRequest.prototype.toJSON = function() {
                    return ValidateRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                ValidateRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.ValidateRequest";
                };

                return ValidateRequest;
            })();

            v1.ValidateResponse = (function() {

                const ValidateResponse = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                ValidateResponse.prototype.message = "";

                ValidateResponse.create = function(properties) {
                    return new ValidateResponse(properties);
                };

                ValidateResponse.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.message != null && $Object.hasOwnProperty.call(message, "message") && message.message !== "")
                        writer.uint32(10).string(message.message);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                ValidateResponse.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                ValidateResponse.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.ValidateResponse();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.message = value;
                                else
                                    delete message.message;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                ValidateResponse.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                ValidateResponse.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                        if (!$util.isString(message.message))
                            return "message: string expected";
                    return null;
                };

                ValidateResponse.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.ValidateResponse)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.ValidateResponse: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.ValidateResponse();
                    if (object.message != null)
                        if (typeof object.message !== "string" || object.message.length)
                            message.message = $String(object.message);
                    return message;
                };

                ValidateResponse.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.message = "";
                    if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                        object.message = message.message;
                    return object;
                };

                ValidateResponse.prototype.toJSON = function() {
                    return ValidateResponse.toObject(this, $protobuf.util.toJSONOptions);
                };

                ValidateResponse.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.ValidateResponse";
                };

                return ValidateResponse;
            })();

            v1.Document = (function() {

                const Document = function (properties) {
                    this.goods = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Document.prototype.name = "";
                Document.prototype.department = null;
                Document.prototype.price = null;
                Document.prototype.owner = null;
                Document.prototype.data = null;
                Document.prototype.delivery = null;
                Document.prototype.goods = $util.emptyArray;

                Document.create = function(properties) {
                    return new Document(properties);
                };

                Document.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(10).string(message.name);
                    if (message.department != null && $Object.hasOwnProperty.call(message, "department"))
                        $root.polywire.docs.v1.Department.encode(message.department, writer.uint32(18).fork(), _depth + 1).ldelim();
                    if (message.price != null && $Object.hasOwnProperty.call(message, "price"))
                        $root.polywire.docs.v1.Price.encode(message.price, writer.uint32(26).fork(), _depth + 1).ldelim();
                    if (message.owner != null && $Object.hasOwnProperty.call(message, "owner"))
                        $root.polywire.docs.v1.Owner.encode(message.owner, writer.uint32(34).fork(), _depth + 1).ldelim();
                    if (message.data != null && $Object.hasOwnProperty.call(message, "data"))
                        $root.polywire.docs.v1.Data.encode(message.data, writer.uint32(42).fork(), _depth + 1).ldelim();
                    if (message.delivery != null && $Object.hasOwnProperty.call(message, "delivery"))
                        $root.polywire.docs.v1.Delivery.encode(message.delivery, writer.uint32(50).fork(), _depth + 1).ldelim();
                    if (message.goods != null && message.goods.length)
                        for (let i = 0; i < message.goods.length; ++i)
                            $root.polywire.docs.v1.Goods.encode(message.goods[i], writer.uint32(58).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Document.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Document.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Document();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.name = value;
                                else
                                    delete message.name;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                message.department = $root.polywire.docs.v1.Department.decode(reader, reader.size(), $undefined, _depth + 1, message.department);
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                message.price = $root.polywire.docs.v1.Price.decode(reader, reader.size(), $undefined, _depth + 1, message.price);
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                message.owner = $root.polywire.docs.v1.Owner.decode(reader, reader.size(), $undefined, _depth + 1, message.owner);
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                message.data = $root.polywire.docs.v1.Data.decode(reader, reader.size(), $undefined, _depth + 1, message.data);
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                message.delivery = $root.polywire.docs.v1.Delivery.decode(reader, reader.size(), $undefined, _depth + 1, message.delivery);
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.goods && message.goods.length))
                                    message.goods = [];
                                message.goods.push($root.polywire.docs.v1.Goods.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Document.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Document.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        if (!$util.isString(message.name))
                            return "name: string expected";
                    if (message.department != null && $Object.hasOwnProperty.call(message, "department")) {
                        let error = $root.polywire.docs.v1.Department.verify(message.department, _depth + 1);
                        if (error)
                            return "department." + error;
                    }
                    if (message.price != null && $Object.hasOwnProperty.call(message, "price")) {
                        let error = $root.polywire.docs.v1.Price.verify(message.price, _depth + 1);
                        if (error)
                            return "price." + error;
                    }
                    if (message.owner != null && $Object.hasOwnProperty.call(message, "owner")) {
                        let error = $root.polywire.docs.v1.Owner.verify(message.owner, _depth + 1);
                        if (error)
                            return "owner." + error;
                    }
                    if (message.data != null && $Object.hasOwnProperty.call(message, "data")) {
                        let error = $root.polywire.docs.v1.Data.verify(message.data, _depth + 1);
                        if (error)
                            return "data." + error;
                    }
                    if (message.delivery != null && $Object.hasOwnProperty.call(message, "delivery")) {
                        let error = $root.polywire.docs.v1.Delivery.verify(message.delivery, _depth + 1);
                        if (error)
                            return "delivery." + error;
                    }
                    if (message.goods != null && $Object.hasOwnProperty.call(message, "goods")) {
                        if (!$Array.isArray(message.goods))
                            return "goods: array expected";
                        for (let i = 0; i < message.goods.length; ++i) {
                            let error = $root.polywire.docs.v1.Goods.verify(message.goods[i], _depth + 1);
                            if (error)
                                return "goods." + error;
                        }
                    }
                    return null;
                };

                Document.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Document)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Document: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Document();
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    if (object.department != null) {
                        if (!$util.isObject(object.department))
                            throw $TypeError(".polywire.docs.v1.Document.department: object expected");
                        message.department = $root.polywire.docs.v1.Department.fromObject(object.department, _depth + 1);
                    }
                    if (object.price != null) {
                        if (!$util.isObject(object.price))
                            throw $TypeError(".polywire.docs.v1.Document.price: object expected");
                        message.price = $root.polywire.docs.v1.Price.fromObject(object.price, _depth + 1);
                    }
                    if (object.owner != null) {
                        if (!$util.isObject(object.owner))
                            throw $TypeError(".polywire.docs.v1.Document.owner: object expected");
                        message.owner = $root.polywire.docs.v1.Owner.fromObject(object.owner, _depth + 1);
                    }
                    if (object.data != null) {
                        if (!$util.isObject(object.data))
                            throw $TypeError(".polywire.docs.v1.Document.data: object expected");
                        message.data = $root.polywire.docs.v1.Data.fromObject(object.data, _depth + 1);
                    }
                    if (object.delivery != null) {
                        if (!$util.isObject(object.delivery))
                            throw $TypeError(".polywire.docs.v1.Document.delivery: object expected");
                        message.delivery = $root.polywire.docs.v1.Delivery.fromObject(object.delivery, _depth + 1);
                    }
                    if (object.goods) {
                        if (!$Array.isArray(object.goods))
                            throw $TypeError(".polywire.docs.v1.Document.goods: array expected");
                        message.goods = $Array(object.goods.length);
                        for (let i = 0; i < object.goods.length; ++i) {
                            if (!$util.isObject(object.goods[i]))
                                throw $TypeError(".polywire.docs.v1.Document.goods: object expected");
                            message.goods[i] = $root.polywire.docs.v1.Goods.fromObject(object.goods[i], _depth + 1);
                        }
                    }
                    return message;
                };

                Document.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.goods = [];
                    if (options.defaults) {
                        object.name = "";
                        object.department = null;
                        object.price = null;
                        object.owner = null;
                        object.data = null;
                        object.delivery = null;
                    }
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.department != null && $Object.hasOwnProperty.call(message, "department"))
                        object.department = $root.polywire.docs.v1.Department.toObject(message.department, options, _depth + 1);
                    if (message.price != null && $Object.hasOwnProperty.call(message, "price"))
                        object.price = $root.polywire.docs.v1.Price.toObject(message.price, options, _depth + 1);
                    if (message.owner != null && $Object.hasOwnProperty.call(message, "owner"))
                        object.owner = $root.polywire.docs.v1.Owner.toObject(message.owner, options, _depth + 1);
                    if (message.data != null && $Object.hasOwnProperty.call(message, "data"))
                        object.data = $root.polywire.docs.v1.Data.toObject(message.data, options, _depth + 1);
                    if (message.delivery != null && $Object.hasOwnProperty.call(message, "delivery"))
                        object.delivery = $root.polywire.docs.v1.Delivery.toObject(message.delivery, options, _depth + 1);
                    if (message.goods && message.goods.length) {
                        object.goods = $Array(message.goods.length);
                        for (let j = 0; j < message.goods.length; ++j)
                            object.goods[j] = $root.polywire.docs.v1.Goods.toObject(message.goods[j], options, _depth + 1);
                    }
                    return object;
                };

                Document.prototype.toJSON = function() {
                    return Document.toObject(this, $protobuf.util.toJSONOptions);
                };

                Document.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Document";
                };

                return Document;
            })();

            v1.Department = (function() {

                const Department = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Department.prototype.code = "";
                Department.prototype.time = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
                Department.prototype.employee = null;

                Department.create = function(properties) {
                    return new Department(properties);
                };

                Department.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code") && message.code !== "")
                        writer.uint32(10).string(message.code);
                    if (message.time != null && $Object.hasOwnProperty.call(message, "time") && (typeof message.time === "object" ? message.time.low || message.time.high : message.time !== 0))
                        writer.uint32(16).int64(message.time);
                    if (message.employee != null && $Object.hasOwnProperty.call(message, "employee"))
                        $root.polywire.docs.v1.Employee.encode(message.employee, writer.uint32(26).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Department.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Department.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Department();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.code = value;
                                else
                                    delete message.code;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.time = value;
                                else
                                    delete message.time;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                message.employee = $root.polywire.docs.v1.Employee.decode(reader, reader.size(), $undefined, _depth + 1, message.employee);
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Department.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Department.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        if (!$util.isString(message.code))
                            return "code: string expected";
                    if (message.time != null && $Object.hasOwnProperty.call(message, "time"))
                        if (!$util.isInteger(message.time) && !(message.time && $util.isInteger(message.time.low) && $util.isInteger(message.time.high)))
                            return "time: integer|Long expected";
                    if (message.employee != null && $Object.hasOwnProperty.call(message, "employee")) {
                        let error = $root.polywire.docs.v1.Employee.verify(message.employee, _depth + 1);
                        if (error)
                            return "employee." + error;
                    }
                    return null;
                };

                Department.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Department)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Department: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Department();
                    if (object.code != null)
                        if (typeof object.code !== "string" || object.code.length)
                            message.code = $String(object.code);
                    if (object.time != null)
                        if (typeof object.time === "object" ? object.time.low || object.time.high : $Number(object.time) !== 0)
                            if ($util.Long)
                                message.time = $util.Long.fromValue(object.time, false);
                            else if (typeof object.time === "string")
                                message.time = $parseInt(object.time, 10);
                            else if (typeof object.time === "number")
                                message.time = object.time;
                            else if (typeof object.time === "object")
                                message.time = new $util.LongBits(object.time.low >>> 0, object.time.high >>> 0).toNumber();
                    if (object.employee != null) {
                        if (!$util.isObject(object.employee))
                            throw $TypeError(".polywire.docs.v1.Department.employee: object expected");
                        message.employee = $root.polywire.docs.v1.Employee.fromObject(object.employee, _depth + 1);
                    }
                    return message;
                };

                Department.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.code = "";
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.time = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.time = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.employee = null;
                    }
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        object.code = message.code;
                    if (message.time != null && $Object.hasOwnProperty.call(message, "time"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.time = typeof message.time === "number" ? $BigInt(message.time) : $util.Long.fromBits(message.time.low >>> 0, message.time.high >>> 0, false).toBigInt();
                        else if (typeof message.time === "number")
                            object.time = options.longs === $String ? $String(message.time) : message.time;
                        else
                            object.time = options.longs === $String ? $util.Long.prototype.toString.call(message.time) : options.longs === $Number ? new $util.LongBits(message.time.low >>> 0, message.time.high >>> 0).toNumber() : message.time;
                    if (message.employee != null && $Object.hasOwnProperty.call(message, "employee"))
                        object.employee = $root.polywire.docs.v1.Employee.toObject(message.employee, options, _depth + 1);
                    return object;
                };

                Department.prototype.toJSON = function() {
                    return Department.toObject(this, $protobuf.util.toJSONOptions);
                };

                Department.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Department";
                };

                return Department;
            })();

            v1.Employee = (function() {

                const Employee = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Employee.prototype.name = "";
                Employee.prototype.surname = "";
                Employee.prototype.code = "";

                Employee.create = function(properties) {
                    return new Employee(properties);
                };

                Employee.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(10).string(message.name);
                    if (message.surname != null && $Object.hasOwnProperty.call(message, "surname") && message.surname !== "")
                        writer.uint32(18).string(message.surname);
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code") && message.code !== "")
                        writer.uint32(26).string(message.code);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Employee.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Employee.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Employee();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.name = value;
                                else
                                    delete message.name;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.surname = value;
                                else
                                    delete message.surname;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.code = value;
                                else
                                    delete message.code;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Employee.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Employee.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        if (!$util.isString(message.name))
                            return "name: string expected";
                    if (message.surname != null && $Object.hasOwnProperty.call(message, "surname"))
                        if (!$util.isString(message.surname))
                            return "surname: string expected";
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        if (!$util.isString(message.code))
                            return "code: string expected";
                    return null;
                };

                Employee.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Employee)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Employee: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Employee();
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    if (object.surname != null)
                        if (typeof object.surname !== "string" || object.surname.length)
                            message.surname = $String(object.surname);
                    if (object.code != null)
                        if (typeof object.code !== "string" || object.code.length)
                            message.code = $String(object.code);
                    return message;
                };

                Employee.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.name = "";
                        object.surname = "";
                        object.code = "";
                    }
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.surname != null && $Object.hasOwnProperty.call(message, "surname"))
                        object.surname = message.surname;
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        object.code = message.code;
                    return object;
                };

                Employee.prototype.toJSON = function() {
                    return Employee.toObject(this, $protobuf.util.toJSONOptions);
                };

                Employee.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Employee";
                };

                return Employee;
            })();

            v1.Price = (function() {

                const Price = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Price.prototype.categoryA = "";
                Price.prototype.categoryB = "";
                Price.prototype.categoryC = "";

                Price.create = function(properties) {
                    return new Price(properties);
                };

                Price.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.categoryA != null && $Object.hasOwnProperty.call(message, "categoryA") && message.categoryA !== "")
                        writer.uint32(10).string(message.categoryA);
                    if (message.categoryB != null && $Object.hasOwnProperty.call(message, "categoryB") && message.categoryB !== "")
                        writer.uint32(18).string(message.categoryB);
                    if (message.categoryC != null && $Object.hasOwnProperty.call(message, "categoryC") && message.categoryC !== "")
                        writer.uint32(26).string(message.categoryC);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Price.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Price.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Price();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.categoryA = value;
                                else
                                    delete message.categoryA;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.categoryB = value;
                                else
                                    delete message.categoryB;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.categoryC = value;
                                else
                                    delete message.categoryC;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Price.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Price.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.categoryA != null && $Object.hasOwnProperty.call(message, "categoryA"))
                        if (!$util.isString(message.categoryA))
                            return "categoryA: string expected";
                    if (message.categoryB != null && $Object.hasOwnProperty.call(message, "categoryB"))
                        if (!$util.isString(message.categoryB))
                            return "categoryB: string expected";
                    if (message.categoryC != null && $Object.hasOwnProperty.call(message, "categoryC"))
                        if (!$util.isString(message.categoryC))
                            return "categoryC: string expected";
                    return null;
                };

                Price.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Price)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Price: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Price();
                    if (object.categoryA != null)
                        if (typeof object.categoryA !== "string" || object.categoryA.length)
                            message.categoryA = $String(object.categoryA);
                    if (object.categoryB != null)
                        if (typeof object.categoryB !== "string" || object.categoryB.length)
                            message.categoryB = $String(object.categoryB);
                    if (object.categoryC != null)
                        if (typeof object.categoryC !== "string" || object.categoryC.length)
                            message.categoryC = $String(object.categoryC);
                    return message;
                };

                Price.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.categoryA = "";
                        object.categoryB = "";
                        object.categoryC = "";
                    }
                    if (message.categoryA != null && $Object.hasOwnProperty.call(message, "categoryA"))
                        object.categoryA = message.categoryA;
                    if (message.categoryB != null && $Object.hasOwnProperty.call(message, "categoryB"))
                        object.categoryB = message.categoryB;
                    if (message.categoryC != null && $Object.hasOwnProperty.call(message, "categoryC"))
                        object.categoryC = message.categoryC;
                    return object;
                };

                Price.prototype.toJSON = function() {
                    return Price.toObject(this, $protobuf.util.toJSONOptions);
                };

                Price.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Price";
                };

                return Price;
            })();

            v1.Owner = (function() {

                const Owner = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Owner.prototype.uuid = "";
                Owner.prototype.secret = "";

                Owner.create = function(properties) {
                    return new Owner(properties);
                };

                Owner.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.uuid != null && $Object.hasOwnProperty.call(message, "uuid") && message.uuid !== "")
                        writer.uint32(10).string(message.uuid);
                    if (message.secret != null && $Object.hasOwnProperty.call(message, "secret") && message.secret !== "")
                        writer.uint32(18).string(message.secret);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Owner.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Owner.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Owner();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.uuid = value;
                                else
                                    delete message.uuid;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.secret = value;
                                else
                                    delete message.secret;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Owner.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Owner.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.uuid != null && $Object.hasOwnProperty.call(message, "uuid"))
                        if (!$util.isString(message.uuid))
                            return "uuid: string expected";
                    if (message.secret != null && $Object.hasOwnProperty.call(message, "secret"))
                        if (!$util.isString(message.secret))
                            return "secret: string expected";
                    return null;
                };

                Owner.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Owner)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Owner: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Owner();
                    if (object.uuid != null)
                        if (typeof object.uuid !== "string" || object.uuid.length)
                            message.uuid = $String(object.uuid);
                    if (object.secret != null)
                        if (typeof object.secret !== "string" || object.secret.length)
                            message.secret = $String(object.secret);
                    return message;
                };

                Owner.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.uuid = "";
                        object.secret = "";
                    }
                    if (message.uuid != null && $Object.hasOwnProperty.call(message, "uuid"))
                        object.uuid = message.uuid;
                    if (message.secret != null && $Object.hasOwnProperty.call(message, "secret"))
                        object.secret = message.secret;
                    return object;
                };

                Owner.prototype.toJSON = function() {
                    return Owner.toObject(this, $protobuf.util.toJSONOptions);
                };

                Owner.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Owner";
                };

                return Owner;
            })();

            v1.Data = (function() {

                const Data = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Data.prototype.transaction = null;

                Data.create = function(properties) {
                    return new Data(properties);
                };

                Data.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.transaction != null && $Object.hasOwnProperty.call(message, "transaction"))
                        $root.polywire.docs.v1.Transaction.encode(message.transaction, writer.uint32(10).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Data.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Data.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Data();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                message.transaction = $root.polywire.docs.v1.Transaction.decode(reader, reader.size(), $undefined, _depth + 1, message.transaction);
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Data.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Data.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.transaction != null && $Object.hasOwnProperty.call(message, "transaction")) {
                        let error = $root.polywire.docs.v1.Transaction.verify(message.transaction, _depth + 1);
                        if (error)
                            return "transaction." + error;
                    }
                    return null;
                };

                Data.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Data)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Data: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Data();
                    if (object.transaction != null) {
                        if (!$util.isObject(object.transaction))
                            throw $TypeError(".polywire.docs.v1.Data.transaction: object expected");
                        message.transaction = $root.polywire.docs.v1.Transaction.fromObject(object.transaction, _depth + 1);
                    }
                    return message;
                };

                Data.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.transaction = null;
                    if (message.transaction != null && $Object.hasOwnProperty.call(message, "transaction"))
                        object.transaction = $root.polywire.docs.v1.Transaction.toObject(message.transaction, options, _depth + 1);
                    return object;
                };

                Data.prototype.toJSON = function() {
                    return Data.toObject(this, $protobuf.util.toJSONOptions);
                };

                Data.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Data";
                };

                return Data;
            })();

            v1.Transaction = (function() {

                const Transaction = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Transaction.prototype.type = "";
                Transaction.prototype.uuid = "";
                Transaction.prototype.pointCode = "";

                Transaction.create = function(properties) {
                    return new Transaction(properties);
                };

                Transaction.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== "")
                        writer.uint32(10).string(message.type);
                    if (message.uuid != null && $Object.hasOwnProperty.call(message, "uuid") && message.uuid !== "")
                        writer.uint32(18).string(message.uuid);
                    if (message.pointCode != null && $Object.hasOwnProperty.call(message, "pointCode") && message.pointCode !== "")
                        writer.uint32(26).string(message.pointCode);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Transaction.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Transaction.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Transaction();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.type = value;
                                else
                                    delete message.type;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.uuid = value;
                                else
                                    delete message.uuid;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.pointCode = value;
                                else
                                    delete message.pointCode;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Transaction.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Transaction.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                        if (!$util.isString(message.type))
                            return "type: string expected";
                    if (message.uuid != null && $Object.hasOwnProperty.call(message, "uuid"))
                        if (!$util.isString(message.uuid))
                            return "uuid: string expected";
                    if (message.pointCode != null && $Object.hasOwnProperty.call(message, "pointCode"))
                        if (!$util.isString(message.pointCode))
                            return "pointCode: string expected";
                    return null;
                };

                Transaction.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Transaction)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Transaction: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Transaction();
                    if (object.type != null)
                        if (typeof object.type !== "string" || object.type.length)
                            message.type = $String(object.type);
                    if (object.uuid != null)
                        if (typeof object.uuid !== "string" || object.uuid.length)
                            message.uuid = $String(object.uuid);
                    if (object.pointCode != null)
                        if (typeof object.pointCode !== "string" || object.pointCode.length)
                            message.pointCode = $String(object.pointCode);
                    return message;
                };

                Transaction.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.type = "";
                        object.uuid = "";
                        object.pointCode = "";
                    }
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                        object.type = message.type;
                    if (message.uuid != null && $Object.hasOwnProperty.call(message, "uuid"))
                        object.uuid = message.uuid;
                    if (message.pointCode != null && $Object.hasOwnProperty.call(message, "pointCode"))
                        object.pointCode = message.pointCode;
                    return object;
                };

                Transaction.prototype.toJSON = function() {
                    return Transaction.toObject(this, $protobuf.util.toJSONOptions);
                };

                Transaction.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Transaction";
                };

                return Transaction;
            })();

            v1.Delivery = (function() {

                const Delivery = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Delivery.prototype.company = "";
                Delivery.prototype.address = null;

                Delivery.create = function(properties) {
                    return new Delivery(properties);
                };

                Delivery.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.company != null && $Object.hasOwnProperty.call(message, "company") && message.company !== "")
                        writer.uint32(10).string(message.company);
                    if (message.address != null && $Object.hasOwnProperty.call(message, "address"))
                        $root.polywire.docs.v1.Address.encode(message.address, writer.uint32(18).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Delivery.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Delivery.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Delivery();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.company = value;
                                else
                                    delete message.company;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                message.address = $root.polywire.docs.v1.Address.decode(reader, reader.size(), $undefined, _depth + 1, message.address);
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Delivery.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Delivery.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.company != null && $Object.hasOwnProperty.call(message, "company"))
                        if (!$util.isString(message.company))
                            return "company: string expected";
                    if (message.address != null && $Object.hasOwnProperty.call(message, "address")) {
                        let error = $root.polywire.docs.v1.Address.verify(message.address, _depth + 1);
                        if (error)
                            return "address." + error;
                    }
                    return null;
                };

                Delivery.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Delivery)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Delivery: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Delivery();
                    if (object.company != null)
                        if (typeof object.company !== "string" || object.company.length)
                            message.company = $String(object.company);
                    if (object.address != null) {
                        if (!$util.isObject(object.address))
                            throw $TypeError(".polywire.docs.v1.Delivery.address: object expected");
                        message.address = $root.polywire.docs.v1.Address.fromObject(object.address, _depth + 1);
                    }
                    return message;
                };

                Delivery.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.company = "";
                        object.address = null;
                    }
                    if (message.company != null && $Object.hasOwnProperty.call(message, "company"))
                        object.company = message.company;
                    if (message.address != null && $Object.hasOwnProperty.call(message, "address"))
                        object.address = $root.polywire.docs.v1.Address.toObject(message.address, options, _depth + 1);
                    return object;
                };

                Delivery.prototype.toJSON = function() {
                    return Delivery.toObject(this, $protobuf.util.toJSONOptions);
                };

                Delivery.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Delivery";
                };

                return Delivery;
            })();

            v1.Address = (function() {

                const Address = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Address.prototype.code = "";
                Address.prototype.country = "";
                Address.prototype.street = "";
                Address.prototype.apartment = "";

                Address.create = function(properties) {
                    return new Address(properties);
                };

                Address.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code") && message.code !== "")
                        writer.uint32(10).string(message.code);
                    if (message.country != null && $Object.hasOwnProperty.call(message, "country") && message.country !== "")
                        writer.uint32(18).string(message.country);
                    if (message.street != null && $Object.hasOwnProperty.call(message, "street") && message.street !== "")
                        writer.uint32(26).string(message.street);
                    if (message.apartment != null && $Object.hasOwnProperty.call(message, "apartment") && message.apartment !== "")
                        writer.uint32(34).string(message.apartment);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Address.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Address.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Address();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.code = value;
                                else
                                    delete message.code;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.country = value;
                                else
                                    delete message.country;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.street = value;
                                else
                                    delete message.street;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.apartment = value;
                                else
                                    delete message.apartment;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Address.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Address.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        if (!$util.isString(message.code))
                            return "code: string expected";
                    if (message.country != null && $Object.hasOwnProperty.call(message, "country"))
                        if (!$util.isString(message.country))
                            return "country: string expected";
                    if (message.street != null && $Object.hasOwnProperty.call(message, "street"))
                        if (!$util.isString(message.street))
                            return "street: string expected";
                    if (message.apartment != null && $Object.hasOwnProperty.call(message, "apartment"))
                        if (!$util.isString(message.apartment))
                            return "apartment: string expected";
                    return null;
                };

                Address.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Address)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Address: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Address();
                    if (object.code != null)
                        if (typeof object.code !== "string" || object.code.length)
                            message.code = $String(object.code);
                    if (object.country != null)
                        if (typeof object.country !== "string" || object.country.length)
                            message.country = $String(object.country);
                    if (object.street != null)
                        if (typeof object.street !== "string" || object.street.length)
                            message.street = $String(object.street);
                    if (object.apartment != null)
                        if (typeof object.apartment !== "string" || object.apartment.length)
                            message.apartment = $String(object.apartment);
                    return message;
                };

                Address.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.code = "";
                        object.country = "";
                        object.street = "";
                        object.apartment = "";
                    }
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        object.code = message.code;
                    if (message.country != null && $Object.hasOwnProperty.call(message, "country"))
                        object.country = message.country;
                    if (message.street != null && $Object.hasOwnProperty.call(message, "street"))
                        object.street = message.street;
                    if (message.apartment != null && $Object.hasOwnProperty.call(message, "apartment"))
                        object.apartment = message.apartment;
                    return object;
                };

                Address.prototype.toJSON = function() {
                    return Address.toObject(this, $protobuf.util.toJSONOptions);
                };

                Address.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Address";
                };

                return Address;
            })();

            v1.Goods = (function() {

                const Goods = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Goods.prototype.name = "";
                Goods.prototype.amount = 0;
                Goods.prototype.code = "";

                Goods.create = function(properties) {
                    return new Goods(properties);
                };

                Goods.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(10).string(message.name);
                    if (message.amount != null && $Object.hasOwnProperty.call(message, "amount") && message.amount !== 0)
                        writer.uint32(16).int32(message.amount);
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code") && message.code !== "")
                        writer.uint32(26).string(message.code);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Goods.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Goods.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.docs.v1.Goods();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.name = value;
                                else
                                    delete message.name;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.amount = value;
                                else
                                    delete message.amount;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.code = value;
                                else
                                    delete message.code;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Goods.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Goods.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        if (!$util.isString(message.name))
                            return "name: string expected";
                    if (message.amount != null && $Object.hasOwnProperty.call(message, "amount"))
                        if (!$util.isInteger(message.amount))
                            return "amount: integer expected";
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        if (!$util.isString(message.code))
                            return "code: string expected";
                    return null;
                };

                Goods.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.docs.v1.Goods)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.docs.v1.Goods: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.docs.v1.Goods();
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    if (object.amount != null)
                        if ($Number(object.amount) !== 0)
                            message.amount = object.amount | 0;
                    if (object.code != null)
                        if (typeof object.code !== "string" || object.code.length)
                            message.code = $String(object.code);
                    return message;
                };

                Goods.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.name = "";
                        object.amount = 0;
                        object.code = "";
                    }
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.amount != null && $Object.hasOwnProperty.call(message, "amount"))
                        object.amount = message.amount;
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        object.code = message.code;
                    return object;
                };

                Goods.prototype.toJSON = function() {
                    return Goods.toObject(this, $protobuf.util.toJSONOptions);
                };

                Goods.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.docs.v1.Goods";
                };

                return Goods;
            })();

            return v1;
        })();

        return docs;
    })();

    polywire.error = (function() {

        const error = {};

        error.v1 = (function() {

            const v1 = {};

            v1.Error = (function() {

                const Error = function (properties) {
                    this.violations = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Error.prototype.code = "";
                Error.prototype.message = "";
                Error.prototype.violations = $util.emptyArray;

                Error.create = function(properties) {
                    return new Error(properties);
                };

                Error.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code") && message.code !== "")
                        writer.uint32(10).string(message.code);
                    if (message.message != null && $Object.hasOwnProperty.call(message, "message") && message.message !== "")
                        writer.uint32(18).string(message.message);
                    if (message.violations != null && message.violations.length)
                        for (let i = 0; i < message.violations.length; ++i)
                            $root.polywire.error.v1.FieldViolation.encode(message.violations[i], writer.uint32(26).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Error.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Error.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.error.v1.Error();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.code = value;
                                else
                                    delete message.code;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.message = value;
                                else
                                    delete message.message;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.violations && message.violations.length))
                                    message.violations = [];
                                message.violations.push($root.polywire.error.v1.FieldViolation.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Error.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Error.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        if (!$util.isString(message.code))
                            return "code: string expected";
                    if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                        if (!$util.isString(message.message))
                            return "message: string expected";
                    if (message.violations != null && $Object.hasOwnProperty.call(message, "violations")) {
                        if (!$Array.isArray(message.violations))
                            return "violations: array expected";
                        for (let i = 0; i < message.violations.length; ++i) {
                            let error = $root.polywire.error.v1.FieldViolation.verify(message.violations[i], _depth + 1);
                            if (error)
                                return "violations." + error;
                        }
                    }
                    return null;
                };

                Error.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.error.v1.Error)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.error.v1.Error: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.error.v1.Error();
                    if (object.code != null)
                        if (typeof object.code !== "string" || object.code.length)
                            message.code = $String(object.code);
                    if (object.message != null)
                        if (typeof object.message !== "string" || object.message.length)
                            message.message = $String(object.message);
                    if (object.violations) {
                        if (!$Array.isArray(object.violations))
                            throw $TypeError(".polywire.error.v1.Error.violations: array expected");
                        message.violations = $Array(object.violations.length);
                        for (let i = 0; i < object.violations.length; ++i) {
                            if (!$util.isObject(object.violations[i]))
                                throw $TypeError(".polywire.error.v1.Error.violations: object expected");
                            message.violations[i] = $root.polywire.error.v1.FieldViolation.fromObject(object.violations[i], _depth + 1);
                        }
                    }
                    return message;
                };

                Error.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.violations = [];
                    if (options.defaults) {
                        object.code = "";
                        object.message = "";
                    }
                    if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                        object.code = message.code;
                    if (message.message != null && $Object.hasOwnProperty.call(message, "message"))
                        object.message = message.message;
                    if (message.violations && message.violations.length) {
                        object.violations = $Array(message.violations.length);
                        for (let j = 0; j < message.violations.length; ++j)
                            object.violations[j] = $root.polywire.error.v1.FieldViolation.toObject(message.violations[j], options, _depth + 1);
                    }
                    return object;
                };

                Error.prototype.toJSON = function() {
                    return Error.toObject(this, $protobuf.util.toJSONOptions);
                };

                Error.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.error.v1.Error";
                };

                return Error;
            })();

            v1.FieldViolation = (function() {

                const FieldViolation = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                FieldViolation.prototype.field = "";
                FieldViolation.prototype.description = "";

                FieldViolation.create = function(properties) {
                    return new FieldViolation(properties);
                };

                FieldViolation.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.field != null && $Object.hasOwnProperty.call(message, "field") && message.field !== "")
                        writer.uint32(10).string(message.field);
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description") && message.description !== "")
                        writer.uint32(18).string(message.description);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                FieldViolation.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                FieldViolation.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.error.v1.FieldViolation();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.field = value;
                                else
                                    delete message.field;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.description = value;
                                else
                                    delete message.description;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                FieldViolation.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                FieldViolation.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.field != null && $Object.hasOwnProperty.call(message, "field"))
                        if (!$util.isString(message.field))
                            return "field: string expected";
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description"))
                        if (!$util.isString(message.description))
                            return "description: string expected";
                    return null;
                };

                FieldViolation.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.error.v1.FieldViolation)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.error.v1.FieldViolation: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.error.v1.FieldViolation();
                    if (object.field != null)
                        if (typeof object.field !== "string" || object.field.length)
                            message.field = $String(object.field);
                    if (object.description != null)
                        if (typeof object.description !== "string" || object.description.length)
                            message.description = $String(object.description);
                    return message;
                };

                FieldViolation.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.field = "";
                        object.description = "";
                    }
                    if (message.field != null && $Object.hasOwnProperty.call(message, "field"))
                        object.field = message.field;
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description"))
                        object.description = message.description;
                    return object;
                };

                FieldViolation.prototype.toJSON = function() {
                    return FieldViolation.toObject(this, $protobuf.util.toJSONOptions);
                };

                FieldViolation.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.error.v1.FieldViolation";
                };

                return FieldViolation;
            })();

            return v1;
        })();

        return error;
    })();

    polywire.inventory = (function() {

        const inventory = {};

        inventory.v1 = (function() {

            const v1 = {};

            v1.InventoryService = (function() {

                const InventoryService = function(rpcImpl, requestDelimited, responseDelimited) {
                    $protobuf.rpc.Service.call(this, rpcImpl, requestDelimited, responseDelimited);
                };

                $Object.defineProperty(InventoryService.prototype = $Object.create($protobuf.rpc.Service.prototype), "constructor", { value: InventoryService, writable: true, enumerable: false, configurable: true });

                InventoryService.create = function(rpcImpl, requestDelimited, responseDelimited) {
                    return new this(rpcImpl, requestDelimited, responseDelimited);
                };



                $Object.defineProperties(InventoryService.prototype.getProduct = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, InventoryService.prototype.getProduct, $root.polywire.inventory.v1.GetProductRequest, $root.polywire.inventory.v1.Product, request, callback);
                }, {
                    name: { value: "GetProduct" },
                    path: { value: "/polywire.inventory.v1.InventoryService/GetProduct" },
                    requestType: { value: "GetProductRequest" },
                    responseType: { value: "Product" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });



                $Object.defineProperties(InventoryService.prototype.listProducts = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, InventoryService.prototype.listProducts, $root.polywire.inventory.v1.ListProductsRequest, $root.polywire.inventory.v1.ListProductsResponse, request, callback);
                }, {
                    name: { value: "ListProducts" },
                    path: { value: "/polywire.inventory.v1.InventoryService/ListProducts" },
                    requestType: { value: "ListProductsRequest" },
                    responseType: { value: "ListProductsResponse" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });



                $Object.defineProperties(InventoryService.prototype.createProduct = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, InventoryService.prototype.createProduct, $root.polywire.inventory.v1.CreateProductRequest, $root.polywire.inventory.v1.Product, request, callback);
                }, {
                    name: { value: "CreateProduct" },
                    path: { value: "/polywire.inventory.v1.InventoryService/CreateProduct" },
                    requestType: { value: "CreateProductRequest" },
                    responseType: { value: "Product" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });

                return InventoryService;
            })();

            v1.Product = (function() {

                const Product = function (properties) {
                    this.tags = [];
                    this.attrs = {};
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Product.prototype.sku = "";
                Product.prototype.name = "";
                Product.prototype.priceCents = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
                Product.prototype.tags = $util.emptyArray;
                Product.prototype.updatedAt = null;
                Product.prototype.attrs = $util.emptyObject;
                Product.prototype.inStock = null;
                Product.prototype.backorderUntil = null;
                Product.prototype.discontinued = null;

                let $oneOfFields;

                $Object.defineProperty(Product.prototype, "availability", {
                    get: $util.oneOfGetter($oneOfFields = ["inStock", "backorderUntil", "discontinued"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                Product.create = function(properties) {
                    return new Product(properties);
                };

                Product.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.sku != null && $Object.hasOwnProperty.call(message, "sku") && message.sku !== "")
                        writer.uint32(10).string(message.sku);
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(18).string(message.name);
                    if (message.priceCents != null && $Object.hasOwnProperty.call(message, "priceCents") && (typeof message.priceCents === "object" ? message.priceCents.low || message.priceCents.high : message.priceCents !== 0))
                        writer.uint32(24).int64(message.priceCents);
                    if (message.tags != null && message.tags.length)
                        for (let i = 0; i < message.tags.length; ++i)
                            writer.uint32(34).string(message.tags[i]);
                    if (message.updatedAt != null && $Object.hasOwnProperty.call(message, "updatedAt"))
                        $root.google.protobuf.Timestamp.encode(message.updatedAt, writer.uint32(42).fork(), _depth + 1).ldelim();
                    if (message.attrs != null && $Object.hasOwnProperty.call(message, "attrs"))
                        for (let keys = $Object.keys(message.attrs), i = 0; i < keys.length; ++i)
                            writer.uint32(50).fork().uint32(10).string(keys[i]).uint32(18).string(message.attrs[keys[i]]).ldelim();
                    if (message.inStock != null && $Object.hasOwnProperty.call(message, "inStock"))
                        writer.uint32(56).int32(message.inStock);
                    if (message.backorderUntil != null && $Object.hasOwnProperty.call(message, "backorderUntil"))
                        $root.google.protobuf.Timestamp.encode(message.backorderUntil, writer.uint32(66).fork(), _depth + 1).ldelim();
                    if (message.discontinued != null && $Object.hasOwnProperty.call(message, "discontinued"))
                        writer.uint32(72).bool(message.discontinued);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Product.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Product.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, key, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.inventory.v1.Product();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.sku = value;
                                else
                                    delete message.sku;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.name = value;
                                else
                                    delete message.name;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.priceCents = value;
                                else
                                    delete message.priceCents;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.tags && message.tags.length))
                                    message.tags = [];
                                message.tags.push(reader.stringVerify());
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                message.updatedAt = $root.google.protobuf.Timestamp.decode(reader, reader.size(), $undefined, _depth + 1, message.updatedAt);
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if (message.attrs === $util.emptyObject)
                                    message.attrs = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = "";
                                value = "";
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 2)
                                            break;
                                        key = reader.stringVerify();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = reader.stringVerify();
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                if (key === "__proto__")
                                    $util.makeProp(message.attrs, key);
                                message.attrs[key] = value;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 0)
                                    break;
                                message.inStock = reader.int32();
                                message.availability = "inStock";
                                continue;
                            }
                        case 8: {
                                if (wireType !== 2)
                                    break;
                                message.backorderUntil = $root.google.protobuf.Timestamp.decode(reader, reader.size(), $undefined, _depth + 1, message.backorderUntil);
                                message.availability = "backorderUntil";
                                continue;
                            }
                        case 9: {
                                if (wireType !== 0)
                                    break;
                                message.discontinued = reader.bool();
                                message.availability = "discontinued";
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Product.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Product.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    let properties = {};
                    if (message.sku != null && $Object.hasOwnProperty.call(message, "sku"))
                        if (!$util.isString(message.sku))
                            return "sku: string expected";
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        if (!$util.isString(message.name))
                            return "name: string expected";
                    if (message.priceCents != null && $Object.hasOwnProperty.call(message, "priceCents"))
                        if (!$util.isInteger(message.priceCents) && !(message.priceCents && $util.isInteger(message.priceCents.low) && $util.isInteger(message.priceCents.high)))
                            return "priceCents: integer|Long expected";
                    if (message.tags != null && $Object.hasOwnProperty.call(message, "tags")) {
                        if (!$Array.isArray(message.tags))
                            return "tags: array expected";
                        for (let i = 0; i < message.tags.length; ++i)
                            if (!$util.isString(message.tags[i]))
                                return "tags: string[] expected";
                    }
                    if (message.updatedAt != null && $Object.hasOwnProperty.call(message, "updatedAt")) {
                        let error = $root.google.protobuf.Timestamp.verify(message.updatedAt, _depth + 1);
                        if (error)
                            return "updatedAt." + error;
                    }
                    if (message.attrs != null && $Object.hasOwnProperty.call(message, "attrs")) {
                        if (!$util.isObject(message.attrs))
                            return "attrs: object expected";
                        let key = $Object.keys(message.attrs);
                        for (let i = 0; i < key.length; ++i)
                            if (!$util.isString(message.attrs[key[i]]))
                                return "attrs: string{k:string} expected";
                    }
                    if (message.inStock != null && $Object.hasOwnProperty.call(message, "inStock")) {
                        properties.availability = 1;
                        if (!$util.isInteger(message.inStock))
                            return "inStock: integer expected";
                    }
                    if (message.backorderUntil != null && $Object.hasOwnProperty.call(message, "backorderUntil")) {
                        if (properties.availability === 1)
                            return "availability: multiple values";
                        properties.availability = 1;
                        {
                            let error = $root.google.protobuf.Timestamp.verify(message.backorderUntil, _depth + 1);
                            if (error)
                                return "backorderUntil." + error;
                        }
                    }
                    if (message.discontinued != null && $Object.hasOwnProperty.call(message, "discontinued")) {
                        if (properties.availability === 1)
                            return "availability: multiple values";
                        properties.availability = 1;
                        if (typeof message.discontinued !== "boolean")
                            return "discontinued: boolean expected";
                    }
                    return null;
                };

                Product.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.inventory.v1.Product)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.inventory.v1.Product: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.inventory.v1.Product();
                    if (object.sku != null)
                        if (typeof object.sku !== "string" || object.sku.length)
                            message.sku = $String(object.sku);
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    if (object.priceCents != null)
                        if (typeof object.priceCents === "object" ? object.priceCents.low || object.priceCents.high : $Number(object.priceCents) !== 0)
                            if ($util.Long)
                                message.priceCents = $util.Long.fromValue(object.priceCents, false);
                            else if (typeof object.priceCents === "string")
                                message.priceCents = $parseInt(object.priceCents, 10);
                            else if (typeof object.priceCents === "number")
                                message.priceCents = object.priceCents;
                            else if (typeof object.priceCents === "object")
                                message.priceCents = new $util.LongBits(object.priceCents.low >>> 0, object.priceCents.high >>> 0).toNumber();
                    if (object.tags) {
                        if (!$Array.isArray(object.tags))
                            throw $TypeError(".polywire.inventory.v1.Product.tags: array expected");
                        message.tags = $Array(object.tags.length);
                        for (let i = 0; i < object.tags.length; ++i)
                            message.tags[i] = $String(object.tags[i]);
                    }
                    if (object.updatedAt != null) {
                        if (!$util.isObject(object.updatedAt))
                            throw $TypeError(".polywire.inventory.v1.Product.updatedAt: object expected");
                        message.updatedAt = $root.google.protobuf.Timestamp.fromObject(object.updatedAt, _depth + 1);
                    }
                    if (object.attrs) {
                        if (!$util.isObject(object.attrs))
                            throw $TypeError(".polywire.inventory.v1.Product.attrs: object expected");
                        message.attrs = {};
                        for (let keys = $Object.keys(object.attrs), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.attrs, keys[i]);
                            message.attrs[keys[i]] = $String(object.attrs[keys[i]]);
                        }
                    }
                    if (object.inStock != null)
                        message.inStock = object.inStock | 0;
                    if (object.backorderUntil != null) {
                        if (!$util.isObject(object.backorderUntil))
                            throw $TypeError(".polywire.inventory.v1.Product.backorderUntil: object expected");
                        message.backorderUntil = $root.google.protobuf.Timestamp.fromObject(object.backorderUntil, _depth + 1);
                    }
                    if (object.discontinued != null)
                        message.discontinued = $Boolean(object.discontinued);
                    return message;
                };

                Product.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.tags = [];
                    if (options.objects || options.defaults)
                        object.attrs = {};
                    if (options.defaults) {
                        object.sku = "";
                        object.name = "";
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.priceCents = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.priceCents = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.updatedAt = null;
                    }
                    if (message.sku != null && $Object.hasOwnProperty.call(message, "sku"))
                        object.sku = message.sku;
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.priceCents != null && $Object.hasOwnProperty.call(message, "priceCents"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.priceCents = typeof message.priceCents === "number" ? $BigInt(message.priceCents) : $util.Long.fromBits(message.priceCents.low >>> 0, message.priceCents.high >>> 0, false).toBigInt();
                        else if (typeof message.priceCents === "number")
                            object.priceCents = options.longs === $String ? $String(message.priceCents) : message.priceCents;
                        else
                            object.priceCents = options.longs === $String ? $util.Long.prototype.toString.call(message.priceCents) : options.longs === $Number ? new $util.LongBits(message.priceCents.low >>> 0, message.priceCents.high >>> 0).toNumber() : message.priceCents;
                    if (message.tags && message.tags.length) {
                        object.tags = $Array(message.tags.length);
                        for (let j = 0; j < message.tags.length; ++j)
                            object.tags[j] = message.tags[j];
                    }
                    if (message.updatedAt != null && $Object.hasOwnProperty.call(message, "updatedAt"))
                        object.updatedAt = $root.google.protobuf.Timestamp.toObject(message.updatedAt, options, _depth + 1);
                    let keys2;
                    if (message.attrs && (keys2 = $Object.keys(message.attrs)).length) {
                        object.attrs = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.attrs, keys2[j]);
                            object.attrs[keys2[j]] = message.attrs[keys2[j]];
                        }
                    }
                    if (message.inStock != null && $Object.hasOwnProperty.call(message, "inStock")) {
                        object.inStock = message.inStock;
                        if (options.oneofs)
                            object.availability = "inStock";
                    }
                    if (message.backorderUntil != null && $Object.hasOwnProperty.call(message, "backorderUntil")) {
                        object.backorderUntil = $root.google.protobuf.Timestamp.toObject(message.backorderUntil, options, _depth + 1);
                        if (options.oneofs)
                            object.availability = "backorderUntil";
                    }
                    if (message.discontinued != null && $Object.hasOwnProperty.call(message, "discontinued")) {
                        object.discontinued = message.discontinued;
                        if (options.oneofs)
                            object.availability = "discontinued";
                    }
                    return object;
                };

                Product.prototype.toJSON = function() {
                    return Product.toObject(this, $protobuf.util.toJSONOptions);
                };

                Product.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.inventory.v1.Product";
                };

                return Product;
            })();

            v1.GetProductRequest = (function() {

                const GetProductRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                GetProductRequest.prototype.sku = "";

                GetProductRequest.create = function(properties) {
                    return new GetProductRequest(properties);
                };

                GetProductRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.sku != null && $Object.hasOwnProperty.call(message, "sku") && message.sku !== "")
                        writer.uint32(10).string(message.sku);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                GetProductRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                GetProductRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.inventory.v1.GetProductRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.sku = value;
                                else
                                    delete message.sku;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                GetProductRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                GetProductRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.sku != null && $Object.hasOwnProperty.call(message, "sku"))
                        if (!$util.isString(message.sku))
                            return "sku: string expected";
                    return null;
                };

                GetProductRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.inventory.v1.GetProductRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.inventory.v1.GetProductRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.inventory.v1.GetProductRequest();
                    if (object.sku != null)
                        if (typeof object.sku !== "string" || object.sku.length)
                            message.sku = $String(object.sku);
                    return message;
                };

                GetProductRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.sku = "";
                    if (message.sku != null && $Object.hasOwnProperty.call(message, "sku"))
                        object.sku = message.sku;
                    return object;
                };

                GetProductRequest.prototype.toJSON = function() {
                    return GetProductRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                GetProductRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.inventory.v1.GetProductRequest";
                };

                return GetProductRequest;
            })();

            v1.ListProductsRequest = (function() {

                const ListProductsRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                ListProductsRequest.prototype.pageSize = 0;
                ListProductsRequest.prototype.pageToken = "";

                ListProductsRequest.create = function(properties) {
                    return new ListProductsRequest(properties);
                };

                ListProductsRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.pageSize != null && $Object.hasOwnProperty.call(message, "pageSize") && message.pageSize !== 0)
                        writer.uint32(8).int32(message.pageSize);
                    if (message.pageToken != null && $Object.hasOwnProperty.call(message, "pageToken") && message.pageToken !== "")
                        writer.uint32(18).string(message.pageToken);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                ListProductsRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                ListProductsRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.inventory.v1.ListProductsRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.pageSize = value;
                                else
                                    delete message.pageSize;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.pageToken = value;
                                else
                                    delete message.pageToken;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                ListProductsRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                ListProductsRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.pageSize != null && $Object.hasOwnProperty.call(message, "pageSize"))
                        if (!$util.isInteger(message.pageSize))
                            return "pageSize: integer expected";
                    if (message.pageToken != null && $Object.hasOwnProperty.call(message, "pageToken"))
                        if (!$util.isString(message.pageToken))
                            return "pageToken: string expected";
                    return null;
                };

                ListProductsRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.inventory.v1.ListProductsRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.inventory.v1.ListProductsRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.inventory.v1.ListProductsRequest();
                    if (object.pageSize != null)
                        if ($Number(object.pageSize) !== 0)
                            message.pageSize = object.pageSize | 0;
                    if (object.pageToken != null)
                        if (typeof object.pageToken !== "string" || object.pageToken.length)
                            message.pageToken = $String(object.pageToken);
                    return message;
                };

                ListProductsRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.pageSize = 0;
                        object.pageToken = "";
                    }
                    if (message.pageSize != null && $Object.hasOwnProperty.call(message, "pageSize"))
                        object.pageSize = message.pageSize;
                    if (message.pageToken != null && $Object.hasOwnProperty.call(message, "pageToken"))
                        object.pageToken = message.pageToken;
                    return object;
                };

                ListProductsRequest.prototype.toJSON = function() {
                    return ListProductsRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                ListProductsRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.inventory.v1.ListProductsRequest";
                };

                return ListProductsRequest;
            })();

            v1.ListProductsResponse = (function() {

                const ListProductsResponse = function (properties) {
                    this.products = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                ListProductsResponse.prototype.products = $util.emptyArray;
                ListProductsResponse.prototype.nextPageToken = "";

                ListProductsResponse.create = function(properties) {
                    return new ListProductsResponse(properties);
                };

                ListProductsResponse.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.products != null && message.products.length)
                        for (let i = 0; i < message.products.length; ++i)
                            $root.polywire.inventory.v1.Product.encode(message.products[i], writer.uint32(10).fork(), _depth + 1).ldelim();
                    if (message.nextPageToken != null && $Object.hasOwnProperty.call(message, "nextPageToken") && message.nextPageToken !== "")
                        writer.uint32(18).string(message.nextPageToken);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                ListProductsResponse.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                ListProductsResponse.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.inventory.v1.ListProductsResponse();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.products && message.products.length))
                                    message.products = [];
                                message.products.push($root.polywire.inventory.v1.Product.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.nextPageToken = value;
                                else
                                    delete message.nextPageToken;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                ListProductsResponse.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                ListProductsResponse.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.products != null && $Object.hasOwnProperty.call(message, "products")) {
                        if (!$Array.isArray(message.products))
                            return "products: array expected";
                        for (let i = 0; i < message.products.length; ++i) {
                            let error = $root.polywire.inventory.v1.Product.verify(message.products[i], _depth + 1);
                            if (error)
                                return "products." + error;
                        }
                    }
                    if (message.nextPageToken != null && $Object.hasOwnProperty.call(message, "nextPageToken"))
                        if (!$util.isString(message.nextPageToken))
                            return "nextPageToken: string expected";
                    return null;
                };

                ListProductsResponse.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.inventory.v1.ListProductsResponse)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.inventory.v1.ListProductsResponse: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.inventory.v1.ListProductsResponse();
                    if (object.products) {
                        if (!$Array.isArray(object.products))
                            throw $TypeError(".polywire.inventory.v1.ListProductsResponse.products: array expected");
                        message.products = $Array(object.products.length);
                        for (let i = 0; i < object.products.length; ++i) {
                            if (!$util.isObject(object.products[i]))
                                throw $TypeError(".polywire.inventory.v1.ListProductsResponse.products: object expected");
                            message.products[i] = $root.polywire.inventory.v1.Product.fromObject(object.products[i], _depth + 1);
                        }
                    }
                    if (object.nextPageToken != null)
                        if (typeof object.nextPageToken !== "string" || object.nextPageToken.length)
                            message.nextPageToken = $String(object.nextPageToken);
                    return message;
                };

                ListProductsResponse.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.products = [];
                    if (options.defaults)
                        object.nextPageToken = "";
                    if (message.products && message.products.length) {
                        object.products = $Array(message.products.length);
                        for (let j = 0; j < message.products.length; ++j)
                            object.products[j] = $root.polywire.inventory.v1.Product.toObject(message.products[j], options, _depth + 1);
                    }
                    if (message.nextPageToken != null && $Object.hasOwnProperty.call(message, "nextPageToken"))
                        object.nextPageToken = message.nextPageToken;
                    return object;
                };

                ListProductsResponse.prototype.toJSON = function() {
                    return ListProductsResponse.toObject(this, $protobuf.util.toJSONOptions);
                };

                ListProductsResponse.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.inventory.v1.ListProductsResponse";
                };

                return ListProductsResponse;
            })();

            v1.CreateProductRequest = (function() {

                const CreateProductRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                CreateProductRequest.prototype.product = null;

                CreateProductRequest.create = function(properties) {
                    return new CreateProductRequest(properties);
                };

                CreateProductRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.product != null && $Object.hasOwnProperty.call(message, "product"))
                        $root.polywire.inventory.v1.Product.encode(message.product, writer.uint32(10).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                CreateProductRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                CreateProductRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.inventory.v1.CreateProductRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                message.product = $root.polywire.inventory.v1.Product.decode(reader, reader.size(), $undefined, _depth + 1, message.product);
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                CreateProductRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                CreateProductRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.product != null && $Object.hasOwnProperty.call(message, "product")) {
                        let error = $root.polywire.inventory.v1.Product.verify(message.product, _depth + 1);
                        if (error)
                            return "product." + error;
                    }
                    return null;
                };

                CreateProductRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.inventory.v1.CreateProductRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.inventory.v1.CreateProductRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.inventory.v1.CreateProductRequest();
                    if (object.product != null) {
                        if (!$util.isObject(object.product))
                            throw $TypeError(".polywire.inventory.v1.CreateProductRequest.product: object expected");
                        message.product = $root.polywire.inventory.v1.Product.fromObject(object.product, _depth + 1);
                    }
                    return message;
                };

                CreateProductRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.product = null;
                    if (message.product != null && $Object.hasOwnProperty.call(message, "product"))
                        object.product = $root.polywire.inventory.v1.Product.toObject(message.product, options, _depth + 1);
                    return object;
                };

                CreateProductRequest.prototype.toJSON = function() {
                    return CreateProductRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                CreateProductRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.inventory.v1.CreateProductRequest";
                };

                return CreateProductRequest;
            })();

            return v1;
        })();

        return inventory;
    })();

    polywire.people = (function() {

        const people = {};

        people.v1 = (function() {

            const v1 = {};

            v1.PeopleService = (function() {

                const PeopleService = function(rpcImpl, requestDelimited, responseDelimited) {
                    $protobuf.rpc.Service.call(this, rpcImpl, requestDelimited, responseDelimited);
                };

                $Object.defineProperty(PeopleService.prototype = $Object.create($protobuf.rpc.Service.prototype), "constructor", { value: PeopleService, writable: true, enumerable: false, configurable: true });

                PeopleService.create = function(rpcImpl, requestDelimited, responseDelimited) {
                    return new this(rpcImpl, requestDelimited, responseDelimited);
                };



                $Object.defineProperties(PeopleService.prototype.getPeople = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, PeopleService.prototype.getPeople, $root.polywire.people.v1.GetPeopleRequest, $root.polywire.people.v1.People, request, callback);
                }, {
                    name: { value: "GetPeople" },
                    path: { value: "/polywire.people.v1.PeopleService/GetPeople" },
                    requestType: { value: "GetPeopleRequest" },
                    responseType: { value: "People" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });



                $Object.defineProperties(PeopleService.prototype.postPeople = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, PeopleService.prototype.postPeople, $root.polywire.people.v1.People, $root.polywire.people.v1.PostPeopleResponse, request, callback);
                }, {
                    name: { value: "PostPeople" },
                    path: { value: "/polywire.people.v1.PeopleService/PostPeople" },
                    requestType: { value: "People" },
                    responseType: { value: "PostPeopleResponse" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });



                $Object.defineProperties(PeopleService.prototype.getPostedPeople = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, PeopleService.prototype.getPostedPeople, $root.polywire.people.v1.GetPostedPeopleRequest, $root.polywire.people.v1.People, request, callback);
                }, {
                    name: { value: "GetPostedPeople" },
                    path: { value: "/polywire.people.v1.PeopleService/GetPostedPeople" },
                    requestType: { value: "GetPostedPeopleRequest" },
                    responseType: { value: "People" },
                    requestStream: { value: $undefined },
                    responseStream: { value: $undefined }
                });



                $Object.defineProperties(PeopleService.prototype.streamPeople = function(request, callback) {
                    return $protobuf.rpc.Service.prototype.rpcCall.call(this, PeopleService.prototype.streamPeople, $root.polywire.people.v1.StreamPeopleRequest, $root.polywire.people.v1.Person, request, callback);
                }, {
                    name: { value: "StreamPeople" },
                    path: { value: "/polywire.people.v1.PeopleService/StreamPeople" },
                    requestType: { value: "StreamPeopleRequest" },
                    responseType: { value: "Person" },
                    requestStream: { value: $undefined },
                    responseStream: { value: true }
                });

                return PeopleService;
            })();

            v1.GetPeopleRequest = (function() {

                const GetPeopleRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                GetPeopleRequest.create = function(properties) {
                    return new GetPeopleRequest(properties);
                };

                GetPeopleRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                GetPeopleRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                GetPeopleRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.people.v1.GetPeopleRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        reader.skipType(tag & 7, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                GetPeopleRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                GetPeopleRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    return null;
                };

                GetPeopleRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.people.v1.GetPeopleRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.people.v1.GetPeopleRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    return new $root.polywire.people.v1.GetPeopleRequest();
                };

                GetPeopleRequest.toObject = function () {
                    return {};
                };

                GetPeopleRequest.prototype.toJSON = function() {
                    return GetPeopleRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                GetPeopleRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.people.v1.GetPeopleRequest";
                };

                return GetPeopleRequest;
            })();

            v1.GetPostedPeopleRequest = (function() {

                const GetPostedPeopleRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                GetPostedPeopleRequest.prototype.limit = 0;
                GetPostedPeopleRequest.prototype.offset = 0;

                GetPostedPeopleRequest.create = function(properties) {
                    return new GetPostedPeopleRequest(properties);
                };

                GetPostedPeopleRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.limit != null && $Object.hasOwnProperty.call(message, "limit") && message.limit !== 0)
                        writer.uint32(8).int32(message.limit);
                    if (message.offset != null && $Object.hasOwnProperty.call(message, "offset") && message.offset !== 0)
                        writer.uint32(16).int32(message.offset);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                GetPostedPeopleRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                GetPostedPeopleRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.people.v1.GetPostedPeopleRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.limit = value;
                                else
                                    delete message.limit;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.offset = value;
                                else
                                    delete message.offset;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                GetPostedPeopleRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                GetPostedPeopleRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.limit != null && $Object.hasOwnProperty.call(message, "limit"))
                        if (!$util.isInteger(message.limit))
                            return "limit: integer expected";
                    if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                        if (!$util.isInteger(message.offset))
                            return "offset: integer expected";
                    return null;
                };

                GetPostedPeopleRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.people.v1.GetPostedPeopleRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.people.v1.GetPostedPeopleRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.people.v1.GetPostedPeopleRequest();
                    if (object.limit != null)
                        if ($Number(object.limit) !== 0)
                            message.limit = object.limit | 0;
                    if (object.offset != null)
                        if ($Number(object.offset) !== 0)
                            message.offset = object.offset | 0;
                    return message;
                };

                GetPostedPeopleRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.limit = 0;
                        object.offset = 0;
                    }
                    if (message.limit != null && $Object.hasOwnProperty.call(message, "limit"))
                        object.limit = message.limit;
                    if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                        object.offset = message.offset;
                    return object;
                };

                GetPostedPeopleRequest.prototype.toJSON = function() {
                    return GetPostedPeopleRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                GetPostedPeopleRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.people.v1.GetPostedPeopleRequest";
                };

                return GetPostedPeopleRequest;
            })();

            v1.StreamPeopleRequest = (function() {

                const StreamPeopleRequest = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                StreamPeopleRequest.prototype.limit = 0;

                StreamPeopleRequest.create = function(properties) {
                    return new StreamPeopleRequest(properties);
                };

                StreamPeopleRequest.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.limit != null && $Object.hasOwnProperty.call(message, "limit") && message.limit !== 0)
                        writer.uint32(8).int32(message.limit);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                StreamPeopleRequest.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                StreamPeopleRequest.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.people.v1.StreamPeopleRequest();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.limit = value;
                                else
                                    delete message.limit;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                StreamPeopleRequest.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                StreamPeopleRequest.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.limit != null && $Object.hasOwnProperty.call(message, "limit"))
                        if (!$util.isInteger(message.limit))
                            return "limit: integer expected";
                    return null;
                };

                StreamPeopleRequest.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.people.v1.StreamPeopleRequest)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.people.v1.StreamPeopleRequest: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.people.v1.StreamPeopleRequest();
                    if (object.limit != null)
                        if ($Number(object.limit) !== 0)
                            message.limit = object.limit | 0;
                    return message;
                };

                StreamPeopleRequest.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.limit = 0;
                    if (message.limit != null && $Object.hasOwnProperty.call(message, "limit"))
                        object.limit = message.limit;
                    return object;
                };

                StreamPeopleRequest.prototype.toJSON = function() {
                    return StreamPeopleRequest.toObject(this, $protobuf.util.toJSONOptions);
                };

                StreamPeopleRequest.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.people.v1.StreamPeopleRequest";
                };

                return StreamPeopleRequest;
            })();

            v1.People = (function() {

                const People = function (properties) {
                    this.person = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                People.prototype.person = $util.emptyArray;

                People.create = function(properties) {
                    return new People(properties);
                };

                People.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.person != null && message.person.length)
                        for (let i = 0; i < message.person.length; ++i)
                            $root.polywire.people.v1.Person.encode(message.person[i], writer.uint32(10).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                People.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                People.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.people.v1.People();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.person && message.person.length))
                                    message.person = [];
                                message.person.push($root.polywire.people.v1.Person.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                People.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                People.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.person != null && $Object.hasOwnProperty.call(message, "person")) {
                        if (!$Array.isArray(message.person))
                            return "person: array expected";
                        for (let i = 0; i < message.person.length; ++i) {
                            let error = $root.polywire.people.v1.Person.verify(message.person[i], _depth + 1);
                            if (error)
                                return "person." + error;
                        }
                    }
                    return null;
                };

                People.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.people.v1.People)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.people.v1.People: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.people.v1.People();
                    if (object.person) {
                        if (!$Array.isArray(object.person))
                            throw $TypeError(".polywire.people.v1.People.person: array expected");
                        message.person = $Array(object.person.length);
                        for (let i = 0; i < object.person.length; ++i) {
                            if (!$util.isObject(object.person[i]))
                                throw $TypeError(".polywire.people.v1.People.person: object expected");
                            message.person[i] = $root.polywire.people.v1.Person.fromObject(object.person[i], _depth + 1);
                        }
                    }
                    return message;
                };

                People.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.person = [];
                    if (message.person && message.person.length) {
                        object.person = $Array(message.person.length);
                        for (let j = 0; j < message.person.length; ++j)
                            object.person[j] = $root.polywire.people.v1.Person.toObject(message.person[j], options, _depth + 1);
                    }
                    return object;
                };

                People.prototype.toJSON = function() {
                    return People.toObject(this, $protobuf.util.toJSONOptions);
                };

                People.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.people.v1.People";
                };

                return People;
            })();

            v1.Person = (function() {

                const Person = function (properties) {
                    this.address = [];
                    this.mobile = [];
                    this.email = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Person.prototype.name = "";
                Person.prototype.address = $util.emptyArray;
                Person.prototype.mobile = $util.emptyArray;
                Person.prototype.email = $util.emptyArray;

                Person.create = function(properties) {
                    return new Person(properties);
                };

                Person.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(10).string(message.name);
                    if (message.address != null && message.address.length)
                        for (let i = 0; i < message.address.length; ++i)
                            $root.polywire.people.v1.Address.encode(message.address[i], writer.uint32(18).fork(), _depth + 1).ldelim();
                    if (message.mobile != null && message.mobile.length)
                        for (let i = 0; i < message.mobile.length; ++i)
                            writer.uint32(26).string(message.mobile[i]);
                    if (message.email != null && message.email.length)
                        for (let i = 0; i < message.email.length; ++i)
                            writer.uint32(34).string(message.email[i]);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Person.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Person.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.people.v1.Person();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.name = value;
                                else
                                    delete message.name;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.address && message.address.length))
                                    message.address = [];
                                message.address.push($root.polywire.people.v1.Address.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.mobile && message.mobile.length))
                                    message.mobile = [];
                                message.mobile.push(reader.stringVerify());
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.email && message.email.length))
                                    message.email = [];
                                message.email.push(reader.stringVerify());
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Person.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Person.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        if (!$util.isString(message.name))
                            return "name: string expected";
                    if (message.address != null && $Object.hasOwnProperty.call(message, "address")) {
                        if (!$Array.isArray(message.address))
                            return "address: array expected";
                        for (let i = 0; i < message.address.length; ++i) {
                            let error = $root.polywire.people.v1.Address.verify(message.address[i], _depth + 1);
                            if (error)
                                return "address." + error;
                        }
                    }
                    if (message.mobile != null && $Object.hasOwnProperty.call(message, "mobile")) {
                        if (!$Array.isArray(message.mobile))
                            return "mobile: array expected";
                        for (let i = 0; i < message.mobile.length; ++i)
                            if (!$util.isString(message.mobile[i]))
                                return "mobile: string[] expected";
                    }
                    if (message.email != null && $Object.hasOwnProperty.call(message, "email")) {
                        if (!$Array.isArray(message.email))
                            return "email: array expected";
                        for (let i = 0; i < message.email.length; ++i)
                            if (!$util.isString(message.email[i]))
                                return "email: string[] expected";
                    }
                    return null;
                };

                Person.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.people.v1.Person)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.people.v1.Person: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.people.v1.Person();
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    if (object.address) {
                        if (!$Array.isArray(object.address))
                            throw $TypeError(".polywire.people.v1.Person.address: array expected");
                        message.address = $Array(object.address.length);
                        for (let i = 0; i < object.address.length; ++i) {
                            if (!$util.isObject(object.address[i]))
                                throw $TypeError(".polywire.people.v1.Person.address: object expected");
                            message.address[i] = $root.polywire.people.v1.Address.fromObject(object.address[i], _depth + 1);
                        }
                    }
                    if (object.mobile) {
                        if (!$Array.isArray(object.mobile))
                            throw $TypeError(".polywire.people.v1.Person.mobile: array expected");
                        message.mobile = $Array(object.mobile.length);
                        for (let i = 0; i < object.mobile.length; ++i)
                            message.mobile[i] = $String(object.mobile[i]);
                    }
                    if (object.email) {
                        if (!$Array.isArray(object.email))
                            throw $TypeError(".polywire.people.v1.Person.email: array expected");
                        message.email = $Array(object.email.length);
                        for (let i = 0; i < object.email.length; ++i)
                            message.email[i] = $String(object.email[i]);
                    }
                    return message;
                };

                Person.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults) {
                        object.address = [];
                        object.mobile = [];
                        object.email = [];
                    }
                    if (options.defaults)
                        object.name = "";
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.address && message.address.length) {
                        object.address = $Array(message.address.length);
                        for (let j = 0; j < message.address.length; ++j)
                            object.address[j] = $root.polywire.people.v1.Address.toObject(message.address[j], options, _depth + 1);
                    }
                    if (message.mobile && message.mobile.length) {
                        object.mobile = $Array(message.mobile.length);
                        for (let j = 0; j < message.mobile.length; ++j)
                            object.mobile[j] = message.mobile[j];
                    }
                    if (message.email && message.email.length) {
                        object.email = $Array(message.email.length);
                        for (let j = 0; j < message.email.length; ++j)
                            object.email[j] = message.email[j];
                    }
                    return object;
                };

                Person.prototype.toJSON = function() {
                    return Person.toObject(this, $protobuf.util.toJSONOptions);
                };

                Person.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.people.v1.Person";
                };

                return Person;
            })();

            v1.Address = (function() {

                const Address = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                Address.prototype.street = "";
                Address.prototype.number = 0;

                Address.create = function(properties) {
                    return new Address(properties);
                };

                Address.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.street != null && $Object.hasOwnProperty.call(message, "street") && message.street !== "")
                        writer.uint32(10).string(message.street);
                    if (message.number != null && $Object.hasOwnProperty.call(message, "number") && message.number !== 0)
                        writer.uint32(16).int32(message.number);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                Address.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                Address.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.people.v1.Address();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.street = value;
                                else
                                    delete message.street;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.number = value;
                                else
                                    delete message.number;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                Address.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                Address.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.street != null && $Object.hasOwnProperty.call(message, "street"))
                        if (!$util.isString(message.street))
                            return "street: string expected";
                    if (message.number != null && $Object.hasOwnProperty.call(message, "number"))
                        if (!$util.isInteger(message.number))
                            return "number: integer expected";
                    return null;
                };

                Address.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.people.v1.Address)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.people.v1.Address: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.people.v1.Address();
                    if (object.street != null)
                        if (typeof object.street !== "string" || object.street.length)
                            message.street = $String(object.street);
                    if (object.number != null)
                        if ($Number(object.number) !== 0)
                            message.number = object.number | 0;
                    return message;
                };

                Address.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.street = "";
                        object.number = 0;
                    }
                    if (message.street != null && $Object.hasOwnProperty.call(message, "street"))
                        object.street = message.street;
                    if (message.number != null && $Object.hasOwnProperty.call(message, "number"))
                        object.number = message.number;
                    return object;
                };

                Address.prototype.toJSON = function() {
                    return Address.toObject(this, $protobuf.util.toJSONOptions);
                };

                Address.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.people.v1.Address";
                };

                return Address;
            })();

            v1.PostPeopleResponse = (function() {

                const PostPeopleResponse = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                PostPeopleResponse.prototype.received = 0;

                PostPeopleResponse.create = function(properties) {
                    return new PostPeopleResponse(properties);
                };

                PostPeopleResponse.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.received != null && $Object.hasOwnProperty.call(message, "received") && message.received !== 0)
                        writer.uint32(8).uint32(message.received);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                PostPeopleResponse.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                PostPeopleResponse.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.polywire.people.v1.PostPeopleResponse();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.uint32())
                                    message.received = value;
                                else
                                    delete message.received;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                PostPeopleResponse.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                PostPeopleResponse.verify = function (message, _depth) {
                    if (typeof message !== "object" || message === null)
                        return "object expected";
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        return "max depth exceeded";
                    if (message.received != null && $Object.hasOwnProperty.call(message, "received"))
                        if (!$util.isInteger(message.received))
                            return "received: integer expected";
                    return null;
                };

                PostPeopleResponse.fromObject = function (object, _depth) {
                    if (object instanceof $root.polywire.people.v1.PostPeopleResponse)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".polywire.people.v1.PostPeopleResponse: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.polywire.people.v1.PostPeopleResponse();
                    if (object.received != null)
                        if ($Number(object.received) !== 0)
                            message.received = object.received >>> 0;
                    return message;
                };

                PostPeopleResponse.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.received = 0;
                    if (message.received != null && $Object.hasOwnProperty.call(message, "received"))
                        object.received = message.received;
                    return object;
                };

                PostPeopleResponse.prototype.toJSON = function() {
                    return PostPeopleResponse.toObject(this, $protobuf.util.toJSONOptions);
                };

                PostPeopleResponse.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/polywire.people.v1.PostPeopleResponse";
                };

                return PostPeopleResponse;
            })();

            return v1;
        })();

        return people;
    })();

    return polywire;
})();

export const google = $root.google = (() => {

    const google = {};

    google.protobuf = (function() {

        const protobuf = {};

        protobuf.Timestamp = (function() {

            const Timestamp = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Timestamp.prototype.seconds = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
            Timestamp.prototype.nanos = 0;

            Timestamp.create = function(properties) {
                return new Timestamp(properties);
            };

            Timestamp.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.seconds != null && $Object.hasOwnProperty.call(message, "seconds") && (typeof message.seconds === "object" ? message.seconds.low || message.seconds.high : message.seconds !== 0))
                    writer.uint32(8).int64(message.seconds);
                if (message.nanos != null && $Object.hasOwnProperty.call(message, "nanos") && message.nanos !== 0)
                    writer.uint32(16).int32(message.nanos);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Timestamp.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Timestamp.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.google.protobuf.Timestamp();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                message.seconds = value;
                            else
                                delete message.seconds;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.nanos = value;
                            else
                                delete message.nanos;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Timestamp.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Timestamp.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.seconds != null && $Object.hasOwnProperty.call(message, "seconds"))
                    if (!$util.isInteger(message.seconds) && !(message.seconds && $util.isInteger(message.seconds.low) && $util.isInteger(message.seconds.high)))
                        return "seconds: integer|Long expected";
                if (message.nanos != null && $Object.hasOwnProperty.call(message, "nanos"))
                    if (!$util.isInteger(message.nanos))
                        return "nanos: integer expected";
                return null;
            };

            Timestamp.fromObject = function (object, _depth) {
                if (object instanceof $root.google.protobuf.Timestamp)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".google.protobuf.Timestamp: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.google.protobuf.Timestamp();
                if (object.seconds != null)
                    if (typeof object.seconds === "object" ? object.seconds.low || object.seconds.high : $Number(object.seconds) !== 0)
                        if ($util.Long)
                            message.seconds = $util.Long.fromValue(object.seconds, false);
                        else if (typeof object.seconds === "string")
                            message.seconds = $parseInt(object.seconds, 10);
                        else if (typeof object.seconds === "number")
                            message.seconds = object.seconds;
                        else if (typeof object.seconds === "object")
                            message.seconds = new $util.LongBits(object.seconds.low >>> 0, object.seconds.high >>> 0).toNumber();
                if (object.nanos != null)
                    if ($Number(object.nanos) !== 0)
                        message.nanos = object.nanos | 0;
                return message;
            };

            Timestamp.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    if ($util.Long) {
                        let long = new $util.Long(0, 0, false);
                        object.seconds = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                    } else
                        object.seconds = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                    object.nanos = 0;
                }
                if (message.seconds != null && $Object.hasOwnProperty.call(message, "seconds"))
                    if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                        object.seconds = typeof message.seconds === "number" ? $BigInt(message.seconds) : $util.Long.fromBits(message.seconds.low >>> 0, message.seconds.high >>> 0, false).toBigInt();
                    else if (typeof message.seconds === "number")
                        object.seconds = options.longs === $String ? $String(message.seconds) : message.seconds;
                    else
                        object.seconds = options.longs === $String ? $util.Long.prototype.toString.call(message.seconds) : options.longs === $Number ? new $util.LongBits(message.seconds.low >>> 0, message.seconds.high >>> 0).toNumber() : message.seconds;
                if (message.nanos != null && $Object.hasOwnProperty.call(message, "nanos"))
                    object.nanos = message.nanos;
                return object;
            };

            Timestamp.prototype.toJSON = function() {
                return Timestamp.toObject(this, $protobuf.util.toJSONOptions);
            };

            Timestamp.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/google.protobuf.Timestamp";
            };

            return Timestamp;
        })();

        return protobuf;
    })();

    return google;
})();

export {
  $root as default
};
