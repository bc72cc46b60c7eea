import * as $protobuf from "protobufjs/minimal.js";
import Long = require("long");

/** Namespace polywire. */
export namespace polywire {

    /** Namespace articles. */
    namespace articles {

        /** Namespace v1. */
        namespace v1 {

            /** Represents an ArticleService */
            class ArticleService extends $protobuf.rpc.Service {

                /**
                 * Constructs a new ArticleService service.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 */
                constructor(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean);

                /**
                 * Creates new ArticleService service using the specified rpc implementation.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 * @returns RPC service. Useful where requests and/or responses are streamed.
                 */
                static create(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean): ArticleService;

                /** Calls GetArticle. */
                getArticle: polywire.articles.v1.ArticleService.GetArticle;
            }

            namespace ArticleService {

                /**
                 * Callback as used by {@link polywire.articles.v1.ArticleService#getArticle}.
                 * @param error Error, if any
                 * @param [response] Article
                 */
                type GetArticleCallback = (error: (Error|null), response?: polywire.articles.v1.Article) => void;

                /** Calls GetArticle. */
                type GetArticle = {
                  (request: polywire.articles.v1.IGetArticleRequest, callback: polywire.articles.v1.ArticleService.GetArticleCallback): void;
                  (request: polywire.articles.v1.IGetArticleRequest): Promise<polywire.articles.v1.Article>;
                  readonly name: "GetArticle";
                  readonly path: "/polywire.articles.v1.ArticleService/GetArticle";
                  readonly requestType: "GetArticleRequest";
                  readonly responseType: "Article";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };
            }

            /**
             * Properties of a GetArticleRequest.
             * @deprecated Use polywire.articles.v1.GetArticleRequest.$Properties instead.
             */
            interface IGetArticleRequest extends polywire.articles.v1.GetArticleRequest.$Properties {
            }

            /** Represents a GetArticleRequest. */
            class GetArticleRequest {

                /**
                 * Constructs a new GetArticleRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.articles.v1.GetArticleRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** GetArticleRequest sections. */
                sections: number;

                /** GetArticleRequest seed. */
                seed: (number|Long);

                /**
                 * Creates a new GetArticleRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns GetArticleRequest instance
                 */
                static create(properties: polywire.articles.v1.GetArticleRequest.$Shape): polywire.articles.v1.GetArticleRequest & polywire.articles.v1.GetArticleRequest.$Shape;
                static create(properties?: polywire.articles.v1.GetArticleRequest.$Properties): polywire.articles.v1.GetArticleRequest;

                /**
                 * Encodes the specified GetArticleRequest message. Does not implicitly {@link polywire.articles.v1.GetArticleRequest.verify|verify} messages.
                 * @param message GetArticleRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.articles.v1.GetArticleRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified GetArticleRequest message, length delimited. Does not implicitly {@link polywire.articles.v1.GetArticleRequest.verify|verify} messages.
                 * @param message GetArticleRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.articles.v1.GetArticleRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a GetArticleRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.articles.v1.GetArticleRequest & polywire.articles.v1.GetArticleRequest.$Shape} GetArticleRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.articles.v1.GetArticleRequest & polywire.articles.v1.GetArticleRequest.$Shape;

                /**
                 * Decodes a GetArticleRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.articles.v1.GetArticleRequest & polywire.articles.v1.GetArticleRequest.$Shape} GetArticleRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.articles.v1.GetArticleRequest & polywire.articles.v1.GetArticleRequest.$Shape;

                /**
                 * Verifies a GetArticleRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a GetArticleRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns GetArticleRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.articles.v1.GetArticleRequest;

                /**
                 * Creates a plain object from a GetArticleRequest message. Also converts values to other types if specified.
                 * @param message GetArticleRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.articles.v1.GetArticleRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this GetArticleRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for GetArticleRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace GetArticleRequest {

                /** Properties of a GetArticleRequest. */
                interface $Properties {

                    /** GetArticleRequest sections */
                    sections?: (number|null);

                    /** GetArticleRequest seed */
                    seed?: (number|Long|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a GetArticleRequest. */
                type $Shape = polywire.articles.v1.GetArticleRequest.$Properties;
            }

            /**
             * Properties of an Article.
             * @deprecated Use polywire.articles.v1.Article.$Properties instead.
             */
            interface IArticle extends polywire.articles.v1.Article.$Properties {
            }

            /** Represents an Article. */
            class Article {

                /**
                 * Constructs a new Article.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.articles.v1.Article.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Article title. */
                title: string;

                /** Article subsections. */
                subsections: polywire.articles.v1.Subsection.$Properties[];

                /**
                 * Creates a new Article instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Article instance
                 */
                static create(properties: polywire.articles.v1.Article.$Shape): polywire.articles.v1.Article & polywire.articles.v1.Article.$Shape;
                static create(properties?: polywire.articles.v1.Article.$Properties): polywire.articles.v1.Article;

                /**
                 * Encodes the specified Article message. Does not implicitly {@link polywire.articles.v1.Article.verify|verify} messages.
                 * @param message Article message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.articles.v1.Article.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Article message, length delimited. Does not implicitly {@link polywire.articles.v1.Article.verify|verify} messages.
                 * @param message Article message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.articles.v1.Article.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Article message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.articles.v1.Article & polywire.articles.v1.Article.$Shape} Article
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.articles.v1.Article & polywire.articles.v1.Article.$Shape;

                /**
                 * Decodes an Article message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.articles.v1.Article & polywire.articles.v1.Article.$Shape} Article
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.articles.v1.Article & polywire.articles.v1.Article.$Shape;

                /**
                 * Verifies an Article message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates an Article message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Article
                 */
                static fromObject(object: { [k: string]: any }): polywire.articles.v1.Article;

                /**
                 * Creates a plain object from an Article message. Also converts values to other types if specified.
                 * @param message Article
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.articles.v1.Article, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Article to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Article
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Article {

                /** Properties of an Article. */
                interface $Properties {

                    /** Article title */
                    title?: (string|null);

                    /** Article subsections */
                    subsections?: (polywire.articles.v1.Subsection.$Properties[]|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of an Article. */
                type $Shape = polywire.articles.v1.Article.$Properties;
            }

            /**
             * Properties of a Subsection.
             * @deprecated Use polywire.articles.v1.Subsection.$Properties instead.
             */
            interface ISubsection extends polywire.articles.v1.Subsection.$Properties {
            }

            /** Represents a Subsection. */
            class Subsection {

                /**
                 * Constructs a new Subsection.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.articles.v1.Subsection.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Subsection id. */
                id: number;

                /** Subsection title. */
                title: string;

                /** Subsection text. */
                text: string;

                /**
                 * Creates a new Subsection instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Subsection instance
                 */
                static create(properties: polywire.articles.v1.Subsection.$Shape): polywire.articles.v1.Subsection & polywire.articles.v1.Subsection.$Shape;
                static create(properties?: polywire.articles.v1.Subsection.$Properties): polywire.articles.v1.Subsection;

                /**
                 * Encodes the specified Subsection message. Does not implicitly {@link polywire.articles.v1.Subsection.verify|verify} messages.
                 * @param message Subsection message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.articles.v1.Subsection.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Subsection message, length delimited. Does not implicitly {@link polywire.articles.v1.Subsection.verify|verify} messages.
                 * @param message Subsection message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.articles.v1.Subsection.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Subsection message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.articles.v1.Subsection & polywire.articles.v1.Subsection.$Shape} Subsection
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.articles.v1.Subsection & polywire.articles.v1.Subsection.$Shape;

                /**
                 * Decodes a Subsection message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.articles.v1.Subsection & polywire.articles.v1.Subsection.$Shape} Subsection
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.articles.v1.Subsection & polywire.articles.v1.Subsection.$Shape;

                /**
                 * Verifies a Subsection message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Subsection message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Subsection
                 */
                static fromObject(object: { [k: string]: any }): polywire.articles.v1.Subsection;

                /**
                 * Creates a plain object from a Subsection message. Also converts values to other types if specified.
                 * @param message Subsection
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.articles.v1.Subsection, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Subsection to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Subsection
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Subsection {

                /** Properties of a Subsection. */
                interface $Properties {

                    /** Subsection id */
                    id?: (number|null);

                    /** Subsection title */
                    title?: (string|null);

                    /** Subsection text */
                    text?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Subsection. */
                type $Shape = polywire.articles.v1.Subsection.$Properties;
            }
        }
    }

    /** Namespace bank. */
    namespace bank {

        /** Namespace v1. */
        namespace v1 {

            /** Represents a BankService */
            class BankService extends $protobuf.rpc.Service {

                /**
                 * Constructs a new BankService service.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 */
                constructor(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean);

                /**
                 * Creates new BankService service using the specified rpc implementation.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 * @returns RPC service. Useful where requests and/or responses are streamed.
                 */
                static create(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean): BankService;

                /** Calls GetAccountList. */
                getAccountList: polywire.bank.v1.BankService.GetAccountList;

                /** Calls GetAccount. */
                getAccount: polywire.bank.v1.BankService.GetAccount;
            }

            namespace BankService {

                /**
                 * Callback as used by {@link polywire.bank.v1.BankService#getAccountList}.
                 * @param error Error, if any
                 * @param [response] AccountList
                 */
                type GetAccountListCallback = (error: (Error|null), response?: polywire.bank.v1.AccountList) => void;

                /** Calls GetAccountList. */
                type GetAccountList = {
                  (request: polywire.bank.v1.IGetAccountListRequest, callback: polywire.bank.v1.BankService.GetAccountListCallback): void;
                  (request: polywire.bank.v1.IGetAccountListRequest): Promise<polywire.bank.v1.AccountList>;
                  readonly name: "GetAccountList";
                  readonly path: "/polywire.bank.v1.BankService/GetAccountList";
                  readonly requestType: "GetAccountListRequest";
                  readonly responseType: "AccountList";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };

                /**
                 * Callback as used by {@link polywire.bank.v1.BankService#getAccount}.
                 * @param error Error, if any
                 * @param [response] Account
                 */
                type GetAccountCallback = (error: (Error|null), response?: polywire.bank.v1.Account) => void;

                /** Calls GetAccount. */
                type GetAccount = {
                  (request: polywire.bank.v1.IGetAccountRequest, callback: polywire.bank.v1.BankService.GetAccountCallback): void;
                  (request: polywire.bank.v1.IGetAccountRequest): Promise<polywire.bank.v1.Account>;
                  readonly name: "GetAccount";
                  readonly path: "/polywire.bank.v1.BankService/GetAccount";
                  readonly requestType: "GetAccountRequest";
                  readonly responseType: "Account";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };
            }

            /**
             * Properties of a GetAccountListRequest.
             * @deprecated Use polywire.bank.v1.GetAccountListRequest.$Properties instead.
             */
            interface IGetAccountListRequest extends polywire.bank.v1.GetAccountListRequest.$Properties {
            }

            /** Represents a GetAccountListRequest. */
            class GetAccountListRequest {

                /**
                 * Constructs a new GetAccountListRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.bank.v1.GetAccountListRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /**
                 * Creates a new GetAccountListRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns GetAccountListRequest instance
                 */
                static create(properties: polywire.bank.v1.GetAccountListRequest.$Shape): polywire.bank.v1.GetAccountListRequest & polywire.bank.v1.GetAccountListRequest.$Shape;
                static create(properties?: polywire.bank.v1.GetAccountListRequest.$Properties): polywire.bank.v1.GetAccountListRequest;

                /**
                 * Encodes the specified GetAccountListRequest message. Does not implicitly {@link polywire.bank.v1.GetAccountListRequest.verify|verify} messages.
                 * @param message GetAccountListRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.bank.v1.GetAccountListRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified GetAccountListRequest message, length delimited. Does not implicitly {@link polywire.bank.v1.GetAccountListRequest.verify|verify} messages.
                 * @param message GetAccountListRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.bank.v1.GetAccountListRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a GetAccountListRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.bank.v1.GetAccountListRequest & polywire.bank.v1.GetAccountListRequest.$Shape} GetAccountListRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.bank.v1.GetAccountListRequest & polywire.bank.v1.GetAccountListRequest.$Shape;

                /**
                 * Decodes a GetAccountListRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.bank.v1.GetAccountListRequest & polywire.bank.v1.GetAccountListRequest.$Shape} GetAccountListRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.bank.v1.GetAccountListRequest & polywire.bank.v1.GetAccountListRequest.$Shape;

                /**
                 * Verifies a GetAccountListRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a GetAccountListRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns GetAccountListRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.bank.v1.GetAccountListRequest;

                /**
                 * Creates a plain object from a GetAccountListRequest message. Also converts values to other types if specified.
                 * @param message GetAccountListRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.bank.v1.GetAccountListRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this GetAccountListRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for GetAccountListRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace GetAccountListRequest {

                /** Properties of a GetAccountListRequest. */
                interface $Properties {

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a GetAccountListRequest. */
                type $Shape = polywire.bank.v1.GetAccountListRequest.$Properties;
            }

            /**
             * Properties of a GetAccountRequest.
             * @deprecated Use polywire.bank.v1.GetAccountRequest.$Properties instead.
             */
            interface IGetAccountRequest extends polywire.bank.v1.GetAccountRequest.$Properties {
            }

            /** Represents a GetAccountRequest. */
            class GetAccountRequest {

                /**
                 * Constructs a new GetAccountRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.bank.v1.GetAccountRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** GetAccountRequest accountId. */
                accountId: (number|Long);

                /**
                 * Creates a new GetAccountRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns GetAccountRequest instance
                 */
                static create(properties: polywire.bank.v1.GetAccountRequest.$Shape): polywire.bank.v1.GetAccountRequest & polywire.bank.v1.GetAccountRequest.$Shape;
                static create(properties?: polywire.bank.v1.GetAccountRequest.$Properties): polywire.bank.v1.GetAccountRequest;

                /**
                 * Encodes the specified GetAccountRequest message. Does not implicitly {@link polywire.bank.v1.GetAccountRequest.verify|verify} messages.
                 * @param message GetAccountRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.bank.v1.GetAccountRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified GetAccountRequest message, length delimited. Does not implicitly {@link polywire.bank.v1.GetAccountRequest.verify|verify} messages.
                 * @param message GetAccountRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.bank.v1.GetAccountRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a GetAccountRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.bank.v1.GetAccountRequest & polywire.bank.v1.GetAccountRequest.$Shape} GetAccountRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.bank.v1.GetAccountRequest & polywire.bank.v1.GetAccountRequest.$Shape;

                /**
                 * Decodes a GetAccountRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.bank.v1.GetAccountRequest & polywire.bank.v1.GetAccountRequest.$Shape} GetAccountRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.bank.v1.GetAccountRequest & polywire.bank.v1.GetAccountRequest.$Shape;

                /**
                 * Verifies a GetAccountRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a GetAccountRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns GetAccountRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.bank.v1.GetAccountRequest;

                /**
                 * Creates a plain object from a GetAccountRequest message. Also converts values to other types if specified.
                 * @param message GetAccountRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.bank.v1.GetAccountRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this GetAccountRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for GetAccountRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace GetAccountRequest {

                /** Properties of a GetAccountRequest. */
                interface $Properties {

                    /** GetAccountRequest accountId */
                    accountId?: (number|Long|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a GetAccountRequest. */
                type $Shape = polywire.bank.v1.GetAccountRequest.$Properties;
            }

            /**
             * Properties of a Transaction.
             * @deprecated Use polywire.bank.v1.Transaction.$Properties instead.
             */
            interface ITransaction extends polywire.bank.v1.Transaction.$Properties {
            }

            /** Represents a Transaction. */
            class Transaction {

                /**
                 * Constructs a new Transaction.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.bank.v1.Transaction.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Transaction id. */
                id: (number|Long);

                /** Transaction transactionType. */
                transactionType: polywire.bank.v1.Transaction.TransactionType;

                /** Transaction transactionDate. */
                transactionDate: string;

                /** Transaction bookingDate. */
                bookingDate: string;

                /** Transaction principalDisposal. */
                principalDisposal: string;

                /** Transaction orderingCustomer. */
                orderingCustomer: string;

                /** Transaction beneficiary. */
                beneficiary: string;

                /** Transaction beneficiaryAccount. */
                beneficiaryAccount: string;

                /** Transaction details. */
                details: string;

                /** Transaction amount. */
                amount: number;

                /**
                 * Creates a new Transaction instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Transaction instance
                 */
                static create(properties: polywire.bank.v1.Transaction.$Shape): polywire.bank.v1.Transaction & polywire.bank.v1.Transaction.$Shape;
                static create(properties?: polywire.bank.v1.Transaction.$Properties): polywire.bank.v1.Transaction;

                /**
                 * Encodes the specified Transaction message. Does not implicitly {@link polywire.bank.v1.Transaction.verify|verify} messages.
                 * @param message Transaction message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.bank.v1.Transaction.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Transaction message, length delimited. Does not implicitly {@link polywire.bank.v1.Transaction.verify|verify} messages.
                 * @param message Transaction message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.bank.v1.Transaction.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Transaction message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.bank.v1.Transaction & polywire.bank.v1.Transaction.$Shape} Transaction
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.bank.v1.Transaction & polywire.bank.v1.Transaction.$Shape;

                /**
                 * Decodes a Transaction message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.bank.v1.Transaction & polywire.bank.v1.Transaction.$Shape} Transaction
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.bank.v1.Transaction & polywire.bank.v1.Transaction.$Shape;

                /**
                 * Verifies a Transaction message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Transaction message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Transaction
                 */
                static fromObject(object: { [k: string]: any }): polywire.bank.v1.Transaction;

                /**
                 * Creates a plain object from a Transaction message. Also converts values to other types if specified.
                 * @param message Transaction
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.bank.v1.Transaction, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Transaction to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Transaction
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Transaction {

                /** Properties of a Transaction. */
                interface $Properties {

                    /** Transaction id */
                    id?: (number|Long|null);

                    /** Transaction transactionType */
                    transactionType?: (polywire.bank.v1.Transaction.TransactionType|null);

                    /** Transaction transactionDate */
                    transactionDate?: (string|null);

                    /** Transaction bookingDate */
                    bookingDate?: (string|null);

                    /** Transaction principalDisposal */
                    principalDisposal?: (string|null);

                    /** Transaction orderingCustomer */
                    orderingCustomer?: (string|null);

                    /** Transaction beneficiary */
                    beneficiary?: (string|null);

                    /** Transaction beneficiaryAccount */
                    beneficiaryAccount?: (string|null);

                    /** Transaction details */
                    details?: (string|null);

                    /** Transaction amount */
                    amount?: (number|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Transaction. */
                type $Shape = polywire.bank.v1.Transaction.$Properties;

                /** TransactionType enum. */
                enum TransactionType {

                    /** Credit value */
                    Credit = 0,

                    /** Debit value */
                    Debit = 1
                }
            }

            /**
             * Properties of an Account.
             * @deprecated Use polywire.bank.v1.Account.$Properties instead.
             */
            interface IAccount extends polywire.bank.v1.Account.$Properties {
            }

            /** Represents an Account. */
            class Account {

                /**
                 * Constructs a new Account.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.bank.v1.Account.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Account id. */
                id: (number|Long);

                /** Account name. */
                name: string;

                /** Account balance. */
                balance: number;

                /** Account availableFunds. */
                availableFunds: number;

                /** Account iban. */
                iban: string;

                /** Account currency. */
                currency: string;

                /** Account owner. */
                owner: string;

                /** Account ownerAddress. */
                ownerAddress: string;

                /** Account transactions. */
                transactions: polywire.bank.v1.Transaction.$Properties[];

                /**
                 * Creates a new Account instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Account instance
                 */
                static create(properties: polywire.bank.v1.Account.$Shape): polywire.bank.v1.Account & polywire.bank.v1.Account.$Shape;
                static create(properties?: polywire.bank.v1.Account.$Properties): polywire.bank.v1.Account;

                /**
                 * Encodes the specified Account message. Does not implicitly {@link polywire.bank.v1.Account.verify|verify} messages.
                 * @param message Account message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.bank.v1.Account.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Account message, length delimited. Does not implicitly {@link polywire.bank.v1.Account.verify|verify} messages.
                 * @param message Account message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.bank.v1.Account.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Account message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.bank.v1.Account & polywire.bank.v1.Account.$Shape} Account
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.bank.v1.Account & polywire.bank.v1.Account.$Shape;

                /**
                 * Decodes an Account message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.bank.v1.Account & polywire.bank.v1.Account.$Shape} Account
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.bank.v1.Account & polywire.bank.v1.Account.$Shape;

                /**
                 * Verifies an Account message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates an Account message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Account
                 */
                static fromObject(object: { [k: string]: any }): polywire.bank.v1.Account;

                /**
                 * Creates a plain object from an Account message. Also converts values to other types if specified.
                 * @param message Account
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.bank.v1.Account, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Account to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Account
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Account {

                /** Properties of an Account. */
                interface $Properties {

                    /** Account id */
                    id?: (number|Long|null);

                    /** Account name */
                    name?: (string|null);

                    /** Account balance */
                    balance?: (number|null);

                    /** Account availableFunds */
                    availableFunds?: (number|null);

                    /** Account iban */
                    iban?: (string|null);

                    /** Account currency */
                    currency?: (string|null);

                    /** Account owner */
                    owner?: (string|null);

                    /** Account ownerAddress */
                    ownerAddress?: (string|null);

                    /** Account transactions */
                    transactions?: (polywire.bank.v1.Transaction.$Properties[]|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of an Account. */
                type $Shape = polywire.bank.v1.Account.$Properties;
            }

            /**
             * Properties of an AccountList.
             * @deprecated Use polywire.bank.v1.AccountList.$Properties instead.
             */
            interface IAccountList extends polywire.bank.v1.AccountList.$Properties {
            }

            /** Represents an AccountList. */
            class AccountList {

                /**
                 * Constructs a new AccountList.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.bank.v1.AccountList.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** AccountList accounts. */
                accounts: polywire.bank.v1.Account.$Properties[];

                /**
                 * Creates a new AccountList instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns AccountList instance
                 */
                static create(properties: polywire.bank.v1.AccountList.$Shape): polywire.bank.v1.AccountList & polywire.bank.v1.AccountList.$Shape;
                static create(properties?: polywire.bank.v1.AccountList.$Properties): polywire.bank.v1.AccountList;

                /**
                 * Encodes the specified AccountList message. Does not implicitly {@link polywire.bank.v1.AccountList.verify|verify} messages.
                 * @param message AccountList message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.bank.v1.AccountList.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified AccountList message, length delimited. Does not implicitly {@link polywire.bank.v1.AccountList.verify|verify} messages.
                 * @param message AccountList message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.bank.v1.AccountList.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an AccountList message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.bank.v1.AccountList & polywire.bank.v1.AccountList.$Shape} AccountList
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.bank.v1.AccountList & polywire.bank.v1.AccountList.$Shape;

                /**
                 * Decodes an AccountList message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.bank.v1.AccountList & polywire.bank.v1.AccountList.$Shape} AccountList
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.bank.v1.AccountList & polywire.bank.v1.AccountList.$Shape;

                /**
                 * Verifies an AccountList message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates an AccountList message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns AccountList
                 */
                static fromObject(object: { [k: string]: any }): polywire.bank.v1.AccountList;

                /**
                 * Creates a plain object from an AccountList message. Also converts values to other types if specified.
                 * @param message AccountList
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.bank.v1.AccountList, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this AccountList to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for AccountList
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace AccountList {

                /** Properties of an AccountList. */
                interface $Properties {

                    /** AccountList accounts */
                    accounts?: (polywire.bank.v1.Account.$Properties[]|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of an AccountList. */
                type $Shape = polywire.bank.v1.AccountList.$Properties;
            }
        }
    }

    /** Namespace docs. */
    namespace docs {

        /** Namespace v1. */
        namespace v1 {

            /** Represents a DocumentService */
            class DocumentService extends $protobuf.rpc.Service {

                /**
                 * Constructs a new DocumentService service.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 */
                constructor(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean);

                /**
                 * Creates new DocumentService service using the specified rpc implementation.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 * @returns RPC service. Useful where requests and/or responses are streamed.
                 */
                static create(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean): DocumentService;

                /** Calls GetAllByLimitAndOffset. */
                getAllByLimitAndOffset: polywire.docs.v1.DocumentService.GetAllByLimitAndOffset;

                /** Calls Save. */
                save: polywire.docs.v1.DocumentService.Save;

                /** Calls Validate. */
                validate: polywire.docs.v1.DocumentService.Validate;
            }

            namespace DocumentService {

                /**
                 * Callback as used by {@link polywire.docs.v1.DocumentService#getAllByLimitAndOffset}.
                 * @param error Error, if any
                 * @param [response] GetAllByLimitAndOffsetResponse
                 */
                type GetAllByLimitAndOffsetCallback = (error: (Error|null), response?: polywire.docs.v1.GetAllByLimitAndOffsetResponse) => void;

                /** Calls GetAllByLimitAndOffset. */
                type GetAllByLimitAndOffset = {
                  (request: polywire.docs.v1.IGetAllByLimitAndOffsetRequest, callback: polywire.docs.v1.DocumentService.GetAllByLimitAndOffsetCallback): void;
                  (request: polywire.docs.v1.IGetAllByLimitAndOffsetRequest): Promise<polywire.docs.v1.GetAllByLimitAndOffsetResponse>;
                  readonly name: "GetAllByLimitAndOffset";
                  readonly path: "/polywire.docs.v1.DocumentService/GetAllByLimitAndOffset";
                  readonly requestType: "GetAllByLimitAndOffsetRequest";
                  readonly responseType: "GetAllByLimitAndOffsetResponse";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };

                /**
                 * Callback as used by {@link polywire.docs.v1.DocumentService#save}.
                 * @param error Error, if any
                 * @param [response] SaveResponse
                 */
                type SaveCallback = (error: (Error|null), response?: polywire.docs.v1.SaveResponse) => void;

                /** Calls Save. */
                type Save = {
                  (request: polywire.docs.v1.ISaveRequest, callback: polywire.docs.v1.DocumentService.SaveCallback): void;
                  (request: polywire.docs.v1.ISaveRequest): Promise<polywire.docs.v1.SaveResponse>;
                  readonly name: "Save";
                  readonly path: "/polywire.docs.v1.DocumentService/Save";
                  readonly requestType: "SaveRequest";
                  readonly responseType: "SaveResponse";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };

                /**
                 * Callback as used by {@link polywire.docs.v1.DocumentService#validate}.
                 * @param error Error, if any
                 * @param [response] ValidateResponse
                 */
                type ValidateCallback = (error: (Error|null), response?: polywire.docs.v1.ValidateResponse) => void;

                /** Calls Validate. */
                type Validate = {
                  (request: polywire.docs.v1.IValidateRequest, callback: polywire.docs.v1.DocumentService.ValidateCallback): void;
                  (request: polywire.docs.v1.IValidateRequest): Promise<polywire.docs.v1.ValidateResponse>;
                  readonly name: "Validate";
                  readonly path: "/polywire.docs.v1.DocumentService/Validate";
                  readonly requestType: "ValidateRequest";
                  readonly responseType: "ValidateResponse";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };
            }

            /**
             * Properties of a GetAllByLimitAndOffsetRequest.
             * @deprecated Use polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Properties instead.
             */
            interface IGetAllByLimitAndOffsetRequest extends polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Properties {
            }

            /** Represents a GetAllByLimitAndOffsetRequest. */
            class GetAllByLimitAndOffsetRequest {

                /**
                 * Constructs a new GetAllByLimitAndOffsetRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** GetAllByLimitAndOffsetRequest limit. */
                limit: number;

                /** GetAllByLimitAndOffsetRequest offset. */
                offset: number;

                /**
                 * Creates a new GetAllByLimitAndOffsetRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns GetAllByLimitAndOffsetRequest instance
                 */
                static create(properties: polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Shape): polywire.docs.v1.GetAllByLimitAndOffsetRequest & polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Shape;
                static create(properties?: polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Properties): polywire.docs.v1.GetAllByLimitAndOffsetRequest;

                /**
                 * Encodes the specified GetAllByLimitAndOffsetRequest message. Does not implicitly {@link polywire.docs.v1.GetAllByLimitAndOffsetRequest.verify|verify} messages.
                 * @param message GetAllByLimitAndOffsetRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified GetAllByLimitAndOffsetRequest message, length delimited. Does not implicitly {@link polywire.docs.v1.GetAllByLimitAndOffsetRequest.verify|verify} messages.
                 * @param message GetAllByLimitAndOffsetRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a GetAllByLimitAndOffsetRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.GetAllByLimitAndOffsetRequest & polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Shape} GetAllByLimitAndOffsetRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.GetAllByLimitAndOffsetRequest & polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Shape;

                /**
                 * Decodes a GetAllByLimitAndOffsetRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.GetAllByLimitAndOffsetRequest & polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Shape} GetAllByLimitAndOffsetRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.GetAllByLimitAndOffsetRequest & polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Shape;

                /**
                 * Verifies a GetAllByLimitAndOffsetRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a GetAllByLimitAndOffsetRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns GetAllByLimitAndOffsetRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.GetAllByLimitAndOffsetRequest;

                /**
                 * Creates a plain object from a GetAllByLimitAndOffsetRequest message. Also converts values to other types if specified.
                 * @param message GetAllByLimitAndOffsetRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.GetAllByLimitAndOffsetRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this GetAllByLimitAndOffsetRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for GetAllByLimitAndOffsetRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace GetAllByLimitAndOffsetRequest {

                /** Properties of a GetAllByLimitAndOffsetRequest. */
                interface $Properties {

                    /** GetAllByLimitAndOffsetRequest limit */
                    limit?: (number|null);

                    /** GetAllByLimitAndOffsetRequest offset */
                    offset?: (number|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a GetAllByLimitAndOffsetRequest. */
                type $Shape = polywire.docs.v1.GetAllByLimitAndOffsetRequest.$Properties;
            }

            /**
             * Properties of a GetAllByLimitAndOffsetResponse.
             * @deprecated Use polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Properties instead.
             */
            interface IGetAllByLimitAndOffsetResponse extends polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Properties {
            }

            /** Represents a GetAllByLimitAndOffsetResponse. */
            class GetAllByLimitAndOffsetResponse {

                /**
                 * Constructs a new GetAllByLimitAndOffsetResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** GetAllByLimitAndOffsetResponse documents. */
                documents: polywire.docs.v1.Document.$Properties[];

                /**
                 * Creates a new GetAllByLimitAndOffsetResponse instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns GetAllByLimitAndOffsetResponse instance
                 */
                static create(properties: polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Shape): polywire.docs.v1.GetAllByLimitAndOffsetResponse & polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Shape;
                static create(properties?: polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Properties): polywire.docs.v1.GetAllByLimitAndOffsetResponse;

                /**
                 * Encodes the specified GetAllByLimitAndOffsetResponse message. Does not implicitly {@link polywire.docs.v1.GetAllByLimitAndOffsetResponse.verify|verify} messages.
                 * @param message GetAllByLimitAndOffsetResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified GetAllByLimitAndOffsetResponse message, length delimited. Does not implicitly {@link polywire.docs.v1.GetAllByLimitAndOffsetResponse.verify|verify} messages.
                 * @param message GetAllByLimitAndOffsetResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a GetAllByLimitAndOffsetResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.GetAllByLimitAndOffsetResponse & polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Shape} GetAllByLimitAndOffsetResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.GetAllByLimitAndOffsetResponse & polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Shape;

                /**
                 * Decodes a GetAllByLimitAndOffsetResponse message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.GetAllByLimitAndOffsetResponse & polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Shape} GetAllByLimitAndOffsetResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.GetAllByLimitAndOffsetResponse & polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Shape;

                /**
                 * Verifies a GetAllByLimitAndOffsetResponse message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a GetAllByLimitAndOffsetResponse message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns GetAllByLimitAndOffsetResponse
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.GetAllByLimitAndOffsetResponse;

                /**
                 * Creates a plain object from a GetAllByLimitAndOffsetResponse message. Also converts values to other types if specified.
                 * @param message GetAllByLimitAndOffsetResponse
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.GetAllByLimitAndOffsetResponse, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this GetAllByLimitAndOffsetResponse to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for GetAllByLimitAndOffsetResponse
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace GetAllByLimitAndOffsetResponse {

                /** Properties of a GetAllByLimitAndOffsetResponse. */
                interface $Properties {

                    /** GetAllByLimitAndOffsetResponse documents */
                    documents?: (polywire.docs.v1.Document.$Properties[]|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a GetAllByLimitAndOffsetResponse. */
                type $Shape = polywire.docs.v1.GetAllByLimitAndOffsetResponse.$Properties;
            }

            /**
             * Properties of a SaveRequest.
             * @deprecated Use polywire.docs.v1.SaveRequest.$Properties instead.
             */
            interface ISaveRequest extends polywire.docs.v1.SaveRequest.$Properties {
            }

            /** Represents a SaveRequest. */
            class SaveRequest {

                /**
                 * Constructs a new SaveRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.SaveRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** SaveRequest document. */
                document?: (polywire.docs.v1.Document.$Properties|null);

                /**
                 * Creates a new SaveRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns SaveRequest instance
                 */
                static create(properties: polywire.docs.v1.SaveRequest.$Shape): polywire.docs.v1.SaveRequest & polywire.docs.v1.SaveRequest.$Shape;
                static create(properties?: polywire.docs.v1.SaveRequest.$Properties): polywire.docs.v1.SaveRequest;

                /**
                 * Encodes the specified SaveRequest message. Does not implicitly {@link polywire.docs.v1.SaveRequest.verify|verify} messages.
                 * @param message SaveRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.SaveRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified SaveRequest message, length delimited. Does not implicitly {@link polywire.docs.v1.SaveRequest.verify|verify} messages.
                 * @param message SaveRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.SaveRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a SaveRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.SaveRequest & polywire.docs.v1.SaveRequest.$Shape} SaveRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.SaveRequest & polywire.docs.v1.SaveRequest.$Shape;

                /**
                 * Decodes a SaveRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.SaveRequest & polywire.docs.v1.SaveRequest.$Shape} SaveRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.SaveRequest & polywire.docs.v1.SaveRequest.$Shape;

                /**
                 * Verifies a SaveRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a SaveRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns SaveRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.SaveRequest;

                /**
                 * Creates a plain object from a SaveRequest message. Also converts values to other types if specified.
                 * @param message SaveRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.SaveRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this SaveRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for SaveRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace SaveRequest {

                /** Properties of a SaveRequest. */
                interface $Properties {

                    /** SaveRequest document */
                    document?: (polywire.docs.v1.Document.$Properties|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a SaveRequest. */
                type $Shape = polywire.docs.v1.SaveRequest.$Properties;
            }

            /**
             * Properties of a SaveResponse.
             * @deprecated Use polywire.docs.v1.SaveResponse.$Properties instead.
             */
            interface ISaveResponse extends polywire.docs.v1.SaveResponse.$Properties {
            }

            /** Represents a SaveResponse. */
            class SaveResponse {

                /**
                 * Constructs a new SaveResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.SaveResponse.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** SaveResponse message. */
                message: string;

                /**
                 * Creates a new SaveResponse instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns SaveResponse instance
                 */
                static create(properties: polywire.docs.v1.SaveResponse.$Shape): polywire.docs.v1.SaveResponse & polywire.docs.v1.SaveResponse.$Shape;
                static create(properties?: polywire.docs.v1.SaveResponse.$Properties): polywire.docs.v1.SaveResponse;

                /**
                 * Encodes the specified SaveResponse message. Does not implicitly {@link polywire.docs.v1.SaveResponse.verify|verify} messages.
                 * @param message SaveResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.SaveResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified SaveResponse message, length delimited. Does not implicitly {@link polywire.docs.v1.SaveResponse.verify|verify} messages.
                 * @param message SaveResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.SaveResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a SaveResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.SaveResponse & polywire.docs.v1.SaveResponse.$Shape} SaveResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.SaveResponse & polywire.docs.v1.SaveResponse.$Shape;

                /**
                 * Decodes a SaveResponse message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.SaveResponse & polywire.docs.v1.SaveResponse.$Shape} SaveResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.SaveResponse & polywire.docs.v1.SaveResponse.$Shape;

                /**
                 * Verifies a SaveResponse message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a SaveResponse message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns SaveResponse
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.SaveResponse;

                /**
                 * Creates a plain object from a SaveResponse message. Also converts values to other types if specified.
                 * @param message SaveResponse
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.SaveResponse, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this SaveResponse to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for SaveResponse
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace SaveResponse {

                /** Properties of a SaveResponse. */
                interface $Properties {

                    /** SaveResponse message */
                    message?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a SaveResponse. */
                type $Shape = polywire.docs.v1.SaveResponse.$Properties;
            }

            /**
             * Properties of a ValidateRequest.
             * @deprecated Use polywire.docs.v1.ValidateRequest.$Properties instead.
             */
            interface IValidateRequest extends polywire.docs.v1.ValidateRequest.$Properties {
            }

            /** Represents a ValidateRequest. */
            class ValidateRequest {

                /**
                 * Constructs a new ValidateRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.ValidateRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** ValidateRequest document. */
                document?: (polywire.docs.v1.Document.$Properties|null);

                /**
                 * Creates a new ValidateRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns ValidateRequest instance
                 */
                static create(properties: polywire.docs.v1.ValidateRequest.$Shape): polywire.docs.v1.ValidateRequest & polywire.docs.v1.ValidateRequest.$Shape;
                static create(properties?: polywire.docs.v1.ValidateRequest.$Properties): polywire.docs.v1.ValidateRequest;

                /**
                 * Encodes the specified ValidateRequest message. Does not implicitly {@link polywire.docs.v1.ValidateRequest.verify|verify} messages.
                 * @param message ValidateRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.ValidateRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified ValidateRequest message, length delimited. Does not implicitly {@link polywire.docs.v1.ValidateRequest.verify|verify} messages.
                 * @param message ValidateRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.ValidateRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a ValidateRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.ValidateRequest & polywire.docs.v1.ValidateRequest.$Shape} ValidateRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.ValidateRequest & polywire.docs.v1.ValidateRequest.$Shape;

                /**
                 * Decodes a ValidateRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.ValidateRequest & polywire.docs.v1.ValidateRequest.$Shape} ValidateRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.ValidateRequest & polywire.docs.v1.ValidateRequest.$Shape;

                /**
                 * Verifies a ValidateRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a ValidateRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns ValidateRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.ValidateRequest;

                /**
                 * Creates a plain object from a ValidateRequest message. Also converts values to other types if specified.
                 * @param message ValidateRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.ValidateRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this ValidateRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for ValidateRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace ValidateRequest {

                /** Properties of a ValidateRequest. */
                interface $Properties {

                    /** ValidateRequest document */
                    document?: (polywire.docs.v1.Document.$Properties|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a ValidateRequest. */
                type $Shape = polywire.docs.v1.ValidateRequest.$Properties;
            }

            /**
             * Properties of a ValidateResponse.
             * @deprecated Use polywire.docs.v1.ValidateResponse.$Properties instead.
             */
            interface IValidateResponse extends polywire.docs.v1.ValidateResponse.$Properties {
            }

            /** Represents a ValidateResponse. */
            class ValidateResponse {

                /**
                 * Constructs a new ValidateResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.ValidateResponse.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** ValidateResponse message. */
                message: string;

                /**
                 * Creates a new ValidateResponse instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns ValidateResponse instance
                 */
                static create(properties: polywire.docs.v1.ValidateResponse.$Shape): polywire.docs.v1.ValidateResponse & polywire.docs.v1.ValidateResponse.$Shape;
                static create(properties?: polywire.docs.v1.ValidateResponse.$Properties): polywire.docs.v1.ValidateResponse;

                /**
                 * Encodes the specified ValidateResponse message. Does not implicitly {@link polywire.docs.v1.ValidateResponse.verify|verify} messages.
                 * @param message ValidateResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.ValidateResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified ValidateResponse message, length delimited. Does not implicitly {@link polywire.docs.v1.ValidateResponse.verify|verify} messages.
                 * @param message ValidateResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.ValidateResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a ValidateResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.ValidateResponse & polywire.docs.v1.ValidateResponse.$Shape} ValidateResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.ValidateResponse & polywire.docs.v1.ValidateResponse.$Shape;

                /**
                 * Decodes a ValidateResponse message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.ValidateResponse & polywire.docs.v1.ValidateResponse.$Shape} ValidateResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.ValidateResponse & polywire.docs.v1.ValidateResponse.$Shape;

                /**
                 * Verifies a ValidateResponse message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a ValidateResponse message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns ValidateResponse
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.ValidateResponse;

                /**
                 * Creates a plain object from a ValidateResponse message. Also converts values to other types if specified.
                 * @param message ValidateResponse
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.ValidateResponse, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this ValidateResponse to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for ValidateResponse
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace ValidateResponse {

                /** Properties of a ValidateResponse. */
                interface $Properties {

                    /** ValidateResponse message */
                    message?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a ValidateResponse. */
                type $Shape = polywire.docs.v1.ValidateResponse.$Properties;
            }

            /**
             * Properties of a Document.
             * @deprecated Use polywire.docs.v1.Document.$Properties instead.
             */
            interface IDocument extends polywire.docs.v1.Document.$Properties {
            }

            /** Represents a Document. */
            class Document {

                /**
                 * Constructs a new Document.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Document.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Document name. */
                name: string;

                /** Document department. */
                department?: (polywire.docs.v1.Department.$Properties|null);

                /** Document price. */
                price?: (polywire.docs.v1.Price.$Properties|null);

                /** Document owner. */
                owner?: (polywire.docs.v1.Owner.$Properties|null);

                /** Document data. */
                data?: (polywire.docs.v1.Data.$Properties|null);

                /** Document delivery. */
                delivery?: (polywire.docs.v1.Delivery.$Properties|null);

                /** Document goods. */
                goods: polywire.docs.v1.Goods.$Properties[];

                /**
                 * Creates a new Document instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Document instance
                 */
                static create(properties: polywire.docs.v1.Document.$Shape): polywire.docs.v1.Document & polywire.docs.v1.Document.$Shape;
                static create(properties?: polywire.docs.v1.Document.$Properties): polywire.docs.v1.Document;

                /**
                 * Encodes the specified Document message. Does not implicitly {@link polywire.docs.v1.Document.verify|verify} messages.
                 * @param message Document message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Document.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Document message, length delimited. Does not implicitly {@link polywire.docs.v1.Document.verify|verify} messages.
                 * @param message Document message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Document.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Document message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Document & polywire.docs.v1.Document.$Shape} Document
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Document & polywire.docs.v1.Document.$Shape;

                /**
                 * Decodes a Document message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Document & polywire.docs.v1.Document.$Shape} Document
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Document & polywire.docs.v1.Document.$Shape;

                /**
                 * Verifies a Document message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Document message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Document
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Document;

                /**
                 * Creates a plain object from a Document message. Also converts values to other types if specified.
                 * @param message Document
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Document, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Document to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Document
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Document {

                /** Properties of a Document. */
                interface $Properties {

                    /** Document name */
                    name?: (string|null);

                    /** Document department */
                    department?: (polywire.docs.v1.Department.$Properties|null);

                    /** Document price */
                    price?: (polywire.docs.v1.Price.$Properties|null);

                    /** Document owner */
                    owner?: (polywire.docs.v1.Owner.$Properties|null);

                    /** Document data */
                    data?: (polywire.docs.v1.Data.$Properties|null);

                    /** Document delivery */
                    delivery?: (polywire.docs.v1.Delivery.$Properties|null);

                    /** Document goods */
                    goods?: (polywire.docs.v1.Goods.$Properties[]|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Document. */
                type $Shape = polywire.docs.v1.Document.$Properties;
            }

            /**
             * Properties of a Department.
             * @deprecated Use polywire.docs.v1.Department.$Properties instead.
             */
            interface IDepartment extends polywire.docs.v1.Department.$Properties {
            }

            /** Represents a Department. */
            class Department {

                /**
                 * Constructs a new Department.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Department.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Department code. */
                code: string;

                /** Department time. */
                time: (number|Long);

                /** Department employee. */
                employee?: (polywire.docs.v1.Employee.$Properties|null);

                /**
                 * Creates a new Department instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Department instance
                 */
                static create(properties: polywire.docs.v1.Department.$Shape): polywire.docs.v1.Department & polywire.docs.v1.Department.$Shape;
                static create(properties?: polywire.docs.v1.Department.$Properties): polywire.docs.v1.Department;

                /**
                 * Encodes the specified Department message. Does not implicitly {@link polywire.docs.v1.Department.verify|verify} messages.
                 * @param message Department message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Department.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Department message, length delimited. Does not implicitly {@link polywire.docs.v1.Department.verify|verify} messages.
                 * @param message Department message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Department.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Department message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Department & polywire.docs.v1.Department.$Shape} Department
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Department & polywire.docs.v1.Department.$Shape;

                /**
                 * Decodes a Department message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Department & polywire.docs.v1.Department.$Shape} Department
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Department & polywire.docs.v1.Department.$Shape;

                /**
                 * Verifies a Department message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Department message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Department
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Department;

                /**
                 * Creates a plain object from a Department message. Also converts values to other types if specified.
                 * @param message Department
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Department, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Department to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Department
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Department {

                /** Properties of a Department. */
                interface $Properties {

                    /** Department code */
                    code?: (string|null);

                    /** Department time */
                    time?: (number|Long|null);

                    /** Department employee */
                    employee?: (polywire.docs.v1.Employee.$Properties|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Department. */
                type $Shape = polywire.docs.v1.Department.$Properties;
            }

            /**
             * Properties of an Employee.
             * @deprecated Use polywire.docs.v1.Employee.$Properties instead.
             */
            interface IEmployee extends polywire.docs.v1.Employee.$Properties {
            }

            /** Represents an Employee. */
            class Employee {

                /**
                 * Constructs a new Employee.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Employee.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Employee name. */
                name: string;

                /** Employee surname. */
                surname: string;

                /** Employee code. */
                code: string;

                /**
                 * Creates a new Employee instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Employee instance
                 */
                static create(properties: polywire.docs.v1.Employee.$Shape): polywire.docs.v1.Employee & polywire.docs.v1.Employee.$Shape;
                static create(properties?: polywire.docs.v1.Employee.$Properties): polywire.docs.v1.Employee;

                /**
                 * Encodes the specified Employee message. Does not implicitly {@link polywire.docs.v1.Employee.verify|verify} messages.
                 * @param message Employee message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Employee.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Employee message, length delimited. Does not implicitly {@link polywire.docs.v1.Employee.verify|verify} messages.
                 * @param message Employee message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Employee.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Employee message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Employee & polywire.docs.v1.Employee.$Shape} Employee
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Employee & polywire.docs.v1.Employee.$Shape;

                /**
                 * Decodes an Employee message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Employee & polywire.docs.v1.Employee.$Shape} Employee
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Employee & polywire.docs.v1.Employee.$Shape;

                /**
                 * Verifies an Employee message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates an Employee message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Employee
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Employee;

                /**
                 * Creates a plain object from an Employee message. Also converts values to other types if specified.
                 * @param message Employee
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Employee, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Employee to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Employee
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Employee {

                /** Properties of an Employee. */
                interface $Properties {

                    /** Employee name */
                    name?: (string|null);

                    /** Employee surname */
                    surname?: (string|null);

                    /** Employee code */
                    code?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of an Employee. */
                type $Shape = polywire.docs.v1.Employee.$Properties;
            }

            /**
             * Properties of a Price.
             * @deprecated Use polywire.docs.v1.Price.$Properties instead.
             */
            interface IPrice extends polywire.docs.v1.Price.$Properties {
            }

            /** Represents a Price. */
            class Price {

                /**
                 * Constructs a new Price.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Price.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Price categoryA. */
                categoryA: string;

                /** Price categoryB. */
                categoryB: string;

                /** Price categoryC. */
                categoryC: string;

                /**
                 * Creates a new Price instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Price instance
                 */
                static create(properties: polywire.docs.v1.Price.$Shape): polywire.docs.v1.Price & polywire.docs.v1.Price.$Shape;
                static create(properties?: polywire.docs.v1.Price.$Properties): polywire.docs.v1.Price;

                /**
                 * Encodes the specified Price message. Does not implicitly {@link polywire.docs.v1.Price.verify|verify} messages.
                 * @param message Price message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Price.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Price message, length delimited. Does not implicitly {@link polywire.docs.v1.Price.verify|verify} messages.
                 * @param message Price message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Price.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Price message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Price & polywire.docs.v1.Price.$Shape} Price
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Price & polywire.docs.v1.Price.$Shape;

                /**
                 * Decodes a Price message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Price & polywire.docs.v1.Price.$Shape} Price
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Price & polywire.docs.v1.Price.$Shape;

                /**
                 * Verifies a Price message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Price message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Price
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Price;

                /**
                 * Creates a plain object from a Price message. Also converts values to other types if specified.
                 * @param message Price
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Price, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Price to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Price
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Price {

                /** Properties of a Price. */
                interface $Properties {

                    /** Price categoryA */
                    categoryA?: (string|null);

                    /** Price categoryB */
                    categoryB?: (string|null);

                    /** Price categoryC */
                    categoryC?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Price. */
                type $Shape = polywire.docs.v1.Price.$Properties;
            }

            /**
             * Properties of an Owner.
             * @deprecated Use polywire.docs.v1.Owner.$Properties instead.
             */
            interface IOwner extends polywire.docs.v1.Owner.$Properties {
            }

            /** Represents an Owner. */
            class Owner {

                /**
                 * Constructs a new Owner.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Owner.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Owner uuid. */
                uuid: string;

                /** Owner secret. */
                secret: string;

                /**
                 * Creates a new Owner instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Owner instance
                 */
                static create(properties: polywire.docs.v1.Owner.$Shape): polywire.docs.v1.Owner & polywire.docs.v1.Owner.$Shape;
                static create(properties?: polywire.docs.v1.Owner.$Properties): polywire.docs.v1.Owner;

                /**
                 * Encodes the specified Owner message. Does not implicitly {@link polywire.docs.v1.Owner.verify|verify} messages.
                 * @param message Owner message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Owner.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Owner message, length delimited. Does not implicitly {@link polywire.docs.v1.Owner.verify|verify} messages.
                 * @param message Owner message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Owner.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Owner message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Owner & polywire.docs.v1.Owner.$Shape} Owner
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Owner & polywire.docs.v1.Owner.$Shape;

                /**
                 * Decodes an Owner message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Owner & polywire.docs.v1.Owner.$Shape} Owner
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Owner & polywire.docs.v1.Owner.$Shape;

                /**
                 * Verifies an Owner message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates an Owner message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Owner
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Owner;

                /**
                 * Creates a plain object from an Owner message. Also converts values to other types if specified.
                 * @param message Owner
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Owner, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Owner to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Owner
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Owner {

                /** Properties of an Owner. */
                interface $Properties {

                    /** Owner uuid */
                    uuid?: (string|null);

                    /** Owner secret */
                    secret?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of an Owner. */
                type $Shape = polywire.docs.v1.Owner.$Properties;
            }

            /**
             * Properties of a Data.
             * @deprecated Use polywire.docs.v1.Data.$Properties instead.
             */
            interface IData extends polywire.docs.v1.Data.$Properties {
            }

            /** Represents a Data. */
            class Data {

                /**
                 * Constructs a new Data.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Data.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Data transaction. */
                transaction?: (polywire.docs.v1.Transaction.$Properties|null);

                /**
                 * Creates a new Data instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Data instance
                 */
                static create(properties: polywire.docs.v1.Data.$Shape): polywire.docs.v1.Data & polywire.docs.v1.Data.$Shape;
                static create(properties?: polywire.docs.v1.Data.$Properties): polywire.docs.v1.Data;

                /**
                 * Encodes the specified Data message. Does not implicitly {@link polywire.docs.v1.Data.verify|verify} messages.
                 * @param message Data message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Data.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Data message, length delimited. Does not implicitly {@link polywire.docs.v1.Data.verify|verify} messages.
                 * @param message Data message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Data.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Data message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Data & polywire.docs.v1.Data.$Shape} Data
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Data & polywire.docs.v1.Data.$Shape;

                /**
                 * Decodes a Data message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Data & polywire.docs.v1.Data.$Shape} Data
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Data & polywire.docs.v1.Data.$Shape;

                /**
                 * Verifies a Data message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Data message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Data
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Data;

                /**
                 * Creates a plain object from a Data message. Also converts values to other types if specified.
                 * @param message Data
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Data, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Data to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Data
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Data {

                /** Properties of a Data. */
                interface $Properties {

                    /** Data transaction */
                    transaction?: (polywire.docs.v1.Transaction.$Properties|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Data. */
                type $Shape = polywire.docs.v1.Data.$Properties;
            }

            /**
             * Properties of a Transaction.
             * @deprecated Use polywire.docs.v1.Transaction.$Properties instead.
             */
            interface ITransaction extends polywire.docs.v1.Transaction.$Properties {
            }

            /** Represents a Transaction. */
            class Transaction {

                /**
                 * Constructs a new Transaction.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Transaction.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Transaction type. */
                type: string;

                /** Transaction uuid. */
                uuid: string;

                /** Transaction pointCode. */
                pointCode: string;

                /**
                 * Creates a new Transaction instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Transaction instance
                 */
                static create(properties: polywire.docs.v1.Transaction.$Shape): polywire.docs.v1.Transaction & polywire.docs.v1.Transaction.$Shape;
                static create(properties?: polywire.docs.v1.Transaction.$Properties): polywire.docs.v1.Transaction;

                /**
                 * Encodes the specified Transaction message. Does not implicitly {@link polywire.docs.v1.Transaction.verify|verify} messages.
                 * @param message Transaction message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Transaction.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Transaction message, length delimited. Does not implicitly {@link polywire.docs.v1.Transaction.verify|verify} messages.
                 * @param message Transaction message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Transaction.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Transaction message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Transaction & polywire.docs.v1.Transaction.$Shape} Transaction
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Transaction & polywire.docs.v1.Transaction.$Shape;

                /**
                 * Decodes a Transaction message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Transaction & polywire.docs.v1.Transaction.$Shape} Transaction
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Transaction & polywire.docs.v1.Transaction.$Shape;

                /**
                 * Verifies a Transaction message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Transaction message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Transaction
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Transaction;

                /**
                 * Creates a plain object from a Transaction message. Also converts values to other types if specified.
                 * @param message Transaction
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Transaction, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Transaction to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Transaction
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Transaction {

                /** Properties of a Transaction. */
                interface $Properties {

                    /** Transaction type */
                    type?: (string|null);

                    /** Transaction uuid */
                    uuid?: (string|null);

                    /** Transaction pointCode */
                    pointCode?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Transaction. */
                type $Shape = polywire.docs.v1.Transaction.$Properties;
            }

            /**
             * Properties of a Delivery.
             * @deprecated Use polywire.docs.v1.Delivery.$Properties instead.
             */
            interface IDelivery extends polywire.docs.v1.Delivery.$Properties {
            }

            /** Represents a Delivery. */
            class Delivery {

                /**
                 * Constructs a new Delivery.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Delivery.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Delivery company. */
                company: string;

                /** Delivery address. */
                address?: (polywire.docs.v1.Address.$Properties|null);

                /**
                 * Creates a new Delivery instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Delivery instance
                 */
                static create(properties: polywire.docs.v1.Delivery.$Shape): polywire.docs.v1.Delivery & polywire.docs.v1.Delivery.$Shape;
                static create(properties?: polywire.docs.v1.Delivery.$Properties): polywire.docs.v1.Delivery;

                /**
                 * Encodes the specified Delivery message. Does not implicitly {@link polywire.docs.v1.Delivery.verify|verify} messages.
                 * @param message Delivery message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Delivery.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Delivery message, length delimited. Does not implicitly {@link polywire.docs.v1.Delivery.verify|verify} messages.
                 * @param message Delivery message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Delivery.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Delivery message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Delivery & polywire.docs.v1.Delivery.$Shape} Delivery
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Delivery & polywire.docs.v1.Delivery.$Shape;

                /**
                 * Decodes a Delivery message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Delivery & polywire.docs.v1.Delivery.$Shape} Delivery
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Delivery & polywire.docs.v1.Delivery.$Shape;

                /**
                 * Verifies a Delivery message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Delivery message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Delivery
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Delivery;

                /**
                 * Creates a plain object from a Delivery message. Also converts values to other types if specified.
                 * @param message Delivery
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Delivery, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Delivery to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Delivery
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Delivery {

                /** Properties of a Delivery. */
                interface $Properties {

                    /** Delivery company */
                    company?: (string|null);

                    /** Delivery address */
                    address?: (polywire.docs.v1.Address.$Properties|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Delivery. */
                type $Shape = polywire.docs.v1.Delivery.$Properties;
            }

            /**
             * Properties of an Address.
             * @deprecated Use polywire.docs.v1.Address.$Properties instead.
             */
            interface IAddress extends polywire.docs.v1.Address.$Properties {
            }

            /** Represents an Address. */
            class Address {

                /**
                 * Constructs a new Address.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Address.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Address code. */
                code: string;

                /** Address country. */
                country: string;

                /** Address street. */
                street: string;

                /** Address apartment. */
                apartment: string;

                /**
                 * Creates a new Address instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Address instance
                 */
                static create(properties: polywire.docs.v1.Address.$Shape): polywire.docs.v1.Address & polywire.docs.v1.Address.$Shape;
                static create(properties?: polywire.docs.v1.Address.$Properties): polywire.docs.v1.Address;

                /**
                 * Encodes the specified Address message. Does not implicitly {@link polywire.docs.v1.Address.verify|verify} messages.
                 * @param message Address message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Address.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Address message, length delimited. Does not implicitly {@link polywire.docs.v1.Address.verify|verify} messages.
                 * @param message Address message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Address.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Address message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Address & polywire.docs.v1.Address.$Shape} Address
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Address & polywire.docs.v1.Address.$Shape;

                /**
                 * Decodes an Address message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Address & polywire.docs.v1.Address.$Shape} Address
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Address & polywire.docs.v1.Address.$Shape;

                /**
                 * Verifies an Address message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates an Address message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Address
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Address;

                /**
                 * Creates a plain object from an Address message. Also converts values to other types if specified.
                 * @param message Address
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Address, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Address to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Address
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Address {

                /** Properties of an Address. */
                interface $Properties {

                    /** Address code */
                    code?: (string|null);

                    /** Address country */
                    country?: (string|null);

                    /** Address street */
                    street?: (string|null);

                    /** Address apartment */
                    apartment?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of an Address. */
                type $Shape = polywire.docs.v1.Address.$Properties;
            }

            /**
             * Properties of a Goods.
             * @deprecated Use polywire.docs.v1.Goods.$Properties instead.
             */
            interface IGoods extends polywire.docs.v1.Goods.$Properties {
            }

            /** Represents a Goods. */
            class Goods {

                /**
                 * Constructs a new Goods.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.docs.v1.Goods.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Goods name. */
                name: string;

                /** Goods amount. */
                amount: number;

                /** Goods code. */
                code: string;

                /**
                 * Creates a new Goods instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Goods instance
                 */
                static create(properties: polywire.docs.v1.Goods.$Shape): polywire.docs.v1.Goods & polywire.docs.v1.Goods.$Shape;
                static create(properties?: polywire.docs.v1.Goods.$Properties): polywire.docs.v1.Goods;

                /**
                 * Encodes the specified Goods message. Does not implicitly {@link polywire.docs.v1.Goods.verify|verify} messages.
                 * @param message Goods message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.docs.v1.Goods.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Goods message, length delimited. Does not implicitly {@link polywire.docs.v1.Goods.verify|verify} messages.
                 * @param message Goods message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.docs.v1.Goods.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Goods message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.docs.v1.Goods & polywire.docs.v1.Goods.$Shape} Goods
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.docs.v1.Goods & polywire.docs.v1.Goods.$Shape;

                /**
                 * Decodes a Goods message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.docs.v1.Goods & polywire.docs.v1.Goods.$Shape} Goods
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.docs.v1.Goods & polywire.docs.v1.Goods.$Shape;

                /**
                 * Verifies a Goods message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Goods message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Goods
                 */
                static fromObject(object: { [k: string]: any }): polywire.docs.v1.Goods;

                /**
                 * Creates a plain object from a Goods message. Also converts values to other types if specified.
                 * @param message Goods
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.docs.v1.Goods, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Goods to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Goods
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Goods {

                /** Properties of a Goods. */
                interface $Properties {

                    /** Goods name */
                    name?: (string|null);

                    /** Goods amount */
                    amount?: (number|null);

                    /** Goods code */
                    code?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Goods. */
                type $Shape = polywire.docs.v1.Goods.$Properties;
            }
        }
    }

    /** Namespace error. */
    namespace error {

        /** Namespace v1. */
        namespace v1 {

            /**
             * Properties of an Error.
             * @deprecated Use polywire.error.v1.Error.$Properties instead.
             */
            interface IError extends polywire.error.v1.Error.$Properties {
            }

            /** Represents an Error. */
            class Error {

                /**
                 * Constructs a new Error.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.error.v1.Error.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Error code. */
                code: string;

                /** Error message. */
                message: string;

                /** Error violations. */
                violations: polywire.error.v1.FieldViolation.$Properties[];

                /**
                 * Creates a new Error instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Error instance
                 */
                static create(properties: polywire.error.v1.Error.$Shape): polywire.error.v1.Error & polywire.error.v1.Error.$Shape;
                static create(properties?: polywire.error.v1.Error.$Properties): polywire.error.v1.Error;

                /**
                 * Encodes the specified Error message. Does not implicitly {@link polywire.error.v1.Error.verify|verify} messages.
                 * @param message Error message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.error.v1.Error.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Error message, length delimited. Does not implicitly {@link polywire.error.v1.Error.verify|verify} messages.
                 * @param message Error message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.error.v1.Error.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Error message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.error.v1.Error & polywire.error.v1.Error.$Shape} Error
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.error.v1.Error & polywire.error.v1.Error.$Shape;

                /**
                 * Decodes an Error message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.error.v1.Error & polywire.error.v1.Error.$Shape} Error
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.error.v1.Error & polywire.error.v1.Error.$Shape;

                /**
                 * Verifies an Error message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates an Error message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Error
                 */
                static fromObject(object: { [k: string]: any }): polywire.error.v1.Error;

                /**
                 * Creates a plain object from an Error message. Also converts values to other types if specified.
                 * @param message Error
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.error.v1.Error, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Error to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Error
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Error {

                /** Properties of an Error. */
                interface $Properties {

                    /** Error code */
                    code?: (string|null);

                    /** Error message */
                    message?: (string|null);

                    /** Error violations */
                    violations?: (polywire.error.v1.FieldViolation.$Properties[]|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of an Error. */
                type $Shape = polywire.error.v1.Error.$Properties;
            }

            /**
             * Properties of a FieldViolation.
             * @deprecated Use polywire.error.v1.FieldViolation.$Properties instead.
             */
            interface IFieldViolation extends polywire.error.v1.FieldViolation.$Properties {
            }

            /** Represents a FieldViolation. */
            class FieldViolation {

                /**
                 * Constructs a new FieldViolation.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.error.v1.FieldViolation.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** FieldViolation field. */
                field: string;

                /** FieldViolation description. */
                description: string;

                /**
                 * Creates a new FieldViolation instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns FieldViolation instance
                 */
                static create(properties: polywire.error.v1.FieldViolation.$Shape): polywire.error.v1.FieldViolation & polywire.error.v1.FieldViolation.$Shape;
                static create(properties?: polywire.error.v1.FieldViolation.$Properties): polywire.error.v1.FieldViolation;

                /**
                 * Encodes the specified FieldViolation message. Does not implicitly {@link polywire.error.v1.FieldViolation.verify|verify} messages.
                 * @param message FieldViolation message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.error.v1.FieldViolation.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified FieldViolation message, length delimited. Does not implicitly {@link polywire.error.v1.FieldViolation.verify|verify} messages.
                 * @param message FieldViolation message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.error.v1.FieldViolation.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a FieldViolation message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.error.v1.FieldViolation & polywire.error.v1.FieldViolation.$Shape} FieldViolation
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.error.v1.FieldViolation & polywire.error.v1.FieldViolation.$Shape;

                /**
                 * Decodes a FieldViolation message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.error.v1.FieldViolation & polywire.error.v1.FieldViolation.$Shape} FieldViolation
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.error.v1.FieldViolation & polywire.error.v1.FieldViolation.$Shape;

                /**
                 * Verifies a FieldViolation message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a FieldViolation message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns FieldViolation
                 */
                static fromObject(object: { [k: string]: any }): polywire.error.v1.FieldViolation;

                /**
                 * Creates a plain object from a FieldViolation message. Also converts values to other types if specified.
                 * @param message FieldViolation
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.error.v1.FieldViolation, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this FieldViolation to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for FieldViolation
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace FieldViolation {

                /** Properties of a FieldViolation. */
                interface $Properties {

                    /** FieldViolation field */
                    field?: (string|null);

                    /** FieldViolation description */
                    description?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a FieldViolation. */
                type $Shape = polywire.error.v1.FieldViolation.$Properties;
            }
        }
    }

    /** Namespace inventory. */
    namespace inventory {

        /** Namespace v1. */
        namespace v1 {

            /** Represents an InventoryService */
            class InventoryService extends $protobuf.rpc.Service {

                /**
                 * Constructs a new InventoryService service.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 */
                constructor(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean);

                /**
                 * Creates new InventoryService service using the specified rpc implementation.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 * @returns RPC service. Useful where requests and/or responses are streamed.
                 */
                static create(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean): InventoryService;

                /** Calls GetProduct. */
                getProduct: polywire.inventory.v1.InventoryService.GetProduct;

                /** Calls ListProducts. */
                listProducts: polywire.inventory.v1.InventoryService.ListProducts;

                /** Calls CreateProduct. */
                createProduct: polywire.inventory.v1.InventoryService.CreateProduct;
            }

            namespace InventoryService {

                /**
                 * Callback as used by {@link polywire.inventory.v1.InventoryService#getProduct}.
                 * @param error Error, if any
                 * @param [response] Product
                 */
                type GetProductCallback = (error: (Error|null), response?: polywire.inventory.v1.Product) => void;

                /** Calls GetProduct. */
                type GetProduct = {
                  (request: polywire.inventory.v1.IGetProductRequest, callback: polywire.inventory.v1.InventoryService.GetProductCallback): void;
                  (request: polywire.inventory.v1.IGetProductRequest): Promise<polywire.inventory.v1.Product>;
                  readonly name: "GetProduct";
                  readonly path: "/polywire.inventory.v1.InventoryService/GetProduct";
                  readonly requestType: "GetProductRequest";
                  readonly responseType: "Product";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };

                /**
                 * Callback as used by {@link polywire.inventory.v1.InventoryService#listProducts}.
                 * @param error Error, if any
                 * @param [response] ListProductsResponse
                 */
                type ListProductsCallback = (error: (Error|null), response?: polywire.inventory.v1.ListProductsResponse) => void;

                /** Calls ListProducts. */
                type ListProducts = {
                  (request: polywire.inventory.v1.IListProductsRequest, callback: polywire.inventory.v1.InventoryService.ListProductsCallback): void;
                  (request: polywire.inventory.v1.IListProductsRequest): Promise<polywire.inventory.v1.ListProductsResponse>;
                  readonly name: "ListProducts";
                  readonly path: "/polywire.inventory.v1.InventoryService/ListProducts";
                  readonly requestType: "ListProductsRequest";
                  readonly responseType: "ListProductsResponse";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };

                /**
                 * Callback as used by {@link polywire.inventory.v1.InventoryService#createProduct}.
                 * @param error Error, if any
                 * @param [response] Product
                 */
                type CreateProductCallback = (error: (Error|null), response?: polywire.inventory.v1.Product) => void;

                /** Calls CreateProduct. */
                type CreateProduct = {
                  (request: polywire.inventory.v1.ICreateProductRequest, callback: polywire.inventory.v1.InventoryService.CreateProductCallback): void;
                  (request: polywire.inventory.v1.ICreateProductRequest): Promise<polywire.inventory.v1.Product>;
                  readonly name: "CreateProduct";
                  readonly path: "/polywire.inventory.v1.InventoryService/CreateProduct";
                  readonly requestType: "CreateProductRequest";
                  readonly responseType: "Product";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };
            }

            /**
             * Properties of a Product.
             * @deprecated Use polywire.inventory.v1.Product.$Properties instead.
             */
            interface IProduct extends polywire.inventory.v1.Product.$Properties {
            }

            /** Represents a Product. */
            class Product {

                /**
                 * Constructs a new Product.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.inventory.v1.Product.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Product sku. */
                sku: string;

                /** Product name. */
                name: string;

                /** Product priceCents. */
                priceCents: (number|Long);

                /** Product tags. */
                tags: string[];

                /** Product updatedAt. */
                updatedAt?: (google.protobuf.Timestamp.$Properties|null);

                /** Product attrs. */
                attrs: { [k: string]: string };

                /** Product inStock. */
                inStock?: (number|null);

                /** Product backorderUntil. */
                backorderUntil?: (google.protobuf.Timestamp.$Properties|null);

                /** Product discontinued. */
                discontinued?: (boolean|null);

                /** Product availability. */
                availability?: ("inStock"|"backorderUntil"|"discontinued");

                /**
                 * Creates a new Product instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Product instance
                 */
                static create(properties: polywire.inventory.v1.Product.$Shape): polywire.inventory.v1.Product & polywire.inventory.v1.Product.$Shape;
                static create(properties?: polywire.inventory.v1.Product.$Properties): polywire.inventory.v1.Product;

                /**
                 * Encodes the specified Product message. Does not implicitly {@link polywire.inventory.v1.Product.verify|verify} messages.
                 * @param message Product message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.inventory.v1.Product.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Product message, length delimited. Does not implicitly {@link polywire.inventory.v1.Product.verify|verify} messages.
                 * @param message Product message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.inventory.v1.Product.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Product message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.inventory.v1.Product & polywire.inventory.v1.Product.$Shape} Product
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.inventory.v1.Product & polywire.inventory.v1.Product.$Shape;

                /**
                 * Decodes a Product message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.inventory.v1.Product & polywire.inventory.v1.Product.$Shape} Product
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.inventory.v1.Product & polywire.inventory.v1.Product.$Shape;

                /**
                 * Verifies a Product message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Product message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Product
                 */
                static fromObject(object: { [k: string]: any }): polywire.inventory.v1.Product;

                /**
                 * Creates a plain object from a Product message. Also converts values to other types if specified.
                 * @param message Product
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.inventory.v1.Product, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Product to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Product
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Product {

                /** Properties of a Product. */
                interface $Properties {

                    /** Product sku */
                    sku?: (string|null);

                    /** Product name */
                    name?: (string|null);

                    /** Product priceCents */
                    priceCents?: (number|Long|null);

                    /** Product tags */
                    tags?: (string[]|null);

                    /** Product updatedAt */
                    updatedAt?: (google.protobuf.Timestamp.$Properties|null);

                    /** Product attrs */
                    attrs?: ({ [k: string]: string }|null);

                    /** Product inStock */
                    inStock?: (number|null);

                    /** Product backorderUntil */
                    backorderUntil?: (google.protobuf.Timestamp.$Properties|null);

                    /** Product discontinued */
                    discontinued?: (boolean|null);

                    /** Product availability */
                    availability?: ("inStock"|"backorderUntil"|"discontinued");

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Narrowed shape of a Product. */
                type $Shape = {
                  sku?: string|null;
                  name?: string|null;
                  priceCents?: number|Long|null;
                  tags?: string[]|null;
                  updatedAt?: google.protobuf.Timestamp.$Shape|null;
                  attrs?: { [k: string]: string }|null;
                  inStock?: number|null;
                  backorderUntil?: google.protobuf.Timestamp.$Shape|null;
                  discontinued?: boolean|null;
                  $unknowns?: Uint8Array[];
                } & (
                  ({ availability?: undefined; inStock?: null; backorderUntil?: null; discontinued?: null }|{ availability?: "inStock"; inStock: number; backorderUntil?: null; discontinued?: null }|{ availability?: "backorderUntil"; inStock?: null; backorderUntil: google.protobuf.Timestamp.$Shape; discontinued?: null }|{ availability?: "discontinued"; inStock?: null; backorderUntil?: null; discontinued: boolean })
                );
            }

            /**
             * Properties of a GetProductRequest.
             * @deprecated Use polywire.inventory.v1.GetProductRequest.$Properties instead.
             */
            interface IGetProductRequest extends polywire.inventory.v1.GetProductRequest.$Properties {
            }

            /** Represents a GetProductRequest. */
            class GetProductRequest {

                /**
                 * Constructs a new GetProductRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.inventory.v1.GetProductRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** GetProductRequest sku. */
                sku: string;

                /**
                 * Creates a new GetProductRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns GetProductRequest instance
                 */
                static create(properties: polywire.inventory.v1.GetProductRequest.$Shape): polywire.inventory.v1.GetProductRequest & polywire.inventory.v1.GetProductRequest.$Shape;
                static create(properties?: polywire.inventory.v1.GetProductRequest.$Properties): polywire.inventory.v1.GetProductRequest;

                /**
                 * Encodes the specified GetProductRequest message. Does not implicitly {@link polywire.inventory.v1.GetProductRequest.verify|verify} messages.
                 * @param message GetProductRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.inventory.v1.GetProductRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified GetProductRequest message, length delimited. Does not implicitly {@link polywire.inventory.v1.GetProductRequest.verify|verify} messages.
                 * @param message GetProductRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.inventory.v1.GetProductRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a GetProductRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.inventory.v1.GetProductRequest & polywire.inventory.v1.GetProductRequest.$Shape} GetProductRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.inventory.v1.GetProductRequest & polywire.inventory.v1.GetProductRequest.$Shape;

                /**
                 * Decodes a GetProductRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.inventory.v1.GetProductRequest & polywire.inventory.v1.GetProductRequest.$Shape} GetProductRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.inventory.v1.GetProductRequest & polywire.inventory.v1.GetProductRequest.$Shape;

                /**
                 * Verifies a GetProductRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a GetProductRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns GetProductRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.inventory.v1.GetProductRequest;

                /**
                 * Creates a plain object from a GetProductRequest message. Also converts values to other types if specified.
                 * @param message GetProductRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.inventory.v1.GetProductRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this GetProductRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for GetProductRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace GetProductRequest {

                /** Properties of a GetProductRequest. */
                interface $Properties {

                    /** GetProductRequest sku */
                    sku?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a GetProductRequest. */
                type $Shape = polywire.inventory.v1.GetProductRequest.$Properties;
            }

            /**
             * Properties of a ListProductsRequest.
             * @deprecated Use polywire.inventory.v1.ListProductsRequest.$Properties instead.
             */
            interface IListProductsRequest extends polywire.inventory.v1.ListProductsRequest.$Properties {
            }

            /** Represents a ListProductsRequest. */
            class ListProductsRequest {

                /**
                 * Constructs a new ListProductsRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.inventory.v1.ListProductsRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** ListProductsRequest pageSize. */
                pageSize: number;

                /** ListProductsRequest pageToken. */
                pageToken: string;

                /**
                 * Creates a new ListProductsRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns ListProductsRequest instance
                 */
                static create(properties: polywire.inventory.v1.ListProductsRequest.$Shape): polywire.inventory.v1.ListProductsRequest & polywire.inventory.v1.ListProductsRequest.$Shape;
                static create(properties?: polywire.inventory.v1.ListProductsRequest.$Properties): polywire.inventory.v1.ListProductsRequest;

                /**
                 * Encodes the specified ListProductsRequest message. Does not implicitly {@link polywire.inventory.v1.ListProductsRequest.verify|verify} messages.
                 * @param message ListProductsRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.inventory.v1.ListProductsRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified ListProductsRequest message, length delimited. Does not implicitly {@link polywire.inventory.v1.ListProductsRequest.verify|verify} messages.
                 * @param message ListProductsRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.inventory.v1.ListProductsRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a ListProductsRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.inventory.v1.ListProductsRequest & polywire.inventory.v1.ListProductsRequest.$Shape} ListProductsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.inventory.v1.ListProductsRequest & polywire.inventory.v1.ListProductsRequest.$Shape;

                /**
                 * Decodes a ListProductsRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.inventory.v1.ListProductsRequest & polywire.inventory.v1.ListProductsRequest.$Shape} ListProductsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.inventory.v1.ListProductsRequest & polywire.inventory.v1.ListProductsRequest.$Shape;

                /**
                 * Verifies a ListProductsRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a ListProductsRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns ListProductsRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.inventory.v1.ListProductsRequest;

                /**
                 * Creates a plain object from a ListProductsRequest message. Also converts values to other types if specified.
                 * @param message ListProductsRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.inventory.v1.ListProductsRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this ListProductsRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for ListProductsRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace ListProductsRequest {

                /** Properties of a ListProductsRequest. */
                interface $Properties {

                    /** ListProductsRequest pageSize */
                    pageSize?: (number|null);

                    /** ListProductsRequest pageToken */
                    pageToken?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a ListProductsRequest. */
                type $Shape = polywire.inventory.v1.ListProductsRequest.$Properties;
            }

            /**
             * Properties of a ListProductsResponse.
             * @deprecated Use polywire.inventory.v1.ListProductsResponse.$Properties instead.
             */
            interface IListProductsResponse extends polywire.inventory.v1.ListProductsResponse.$Properties {
            }

            /** Represents a ListProductsResponse. */
            class ListProductsResponse {

                /**
                 * Constructs a new ListProductsResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.inventory.v1.ListProductsResponse.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** ListProductsResponse products. */
                products: polywire.inventory.v1.Product.$Properties[];

                /** ListProductsResponse nextPageToken. */
                nextPageToken: string;

                /**
                 * Creates a new ListProductsResponse instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns ListProductsResponse instance
                 */
                static create(properties: polywire.inventory.v1.ListProductsResponse.$Shape): polywire.inventory.v1.ListProductsResponse & polywire.inventory.v1.ListProductsResponse.$Shape;
                static create(properties?: polywire.inventory.v1.ListProductsResponse.$Properties): polywire.inventory.v1.ListProductsResponse;

                /**
                 * Encodes the specified ListProductsResponse message. Does not implicitly {@link polywire.inventory.v1.ListProductsResponse.verify|verify} messages.
                 * @param message ListProductsResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.inventory.v1.ListProductsResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified ListProductsResponse message, length delimited. Does not implicitly {@link polywire.inventory.v1.ListProductsResponse.verify|verify} messages.
                 * @param message ListProductsResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.inventory.v1.ListProductsResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a ListProductsResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.inventory.v1.ListProductsResponse & polywire.inventory.v1.ListProductsResponse.$Shape} ListProductsResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.inventory.v1.ListProductsResponse & polywire.inventory.v1.ListProductsResponse.$Shape;

                /**
                 * Decodes a ListProductsResponse message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.inventory.v1.ListProductsResponse & polywire.inventory.v1.ListProductsResponse.$Shape} ListProductsResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.inventory.v1.ListProductsResponse & polywire.inventory.v1.ListProductsResponse.$Shape;

                /**
                 * Verifies a ListProductsResponse message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a ListProductsResponse message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns ListProductsResponse
                 */
                static fromObject(object: { [k: string]: any }): polywire.inventory.v1.ListProductsResponse;

                /**
                 * Creates a plain object from a ListProductsResponse message. Also converts values to other types if specified.
                 * @param message ListProductsResponse
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.inventory.v1.ListProductsResponse, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this ListProductsResponse to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for ListProductsResponse
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace ListProductsResponse {

                /** Properties of a ListProductsResponse. */
                interface $Properties {

                    /** ListProductsResponse products */
                    products?: (polywire.inventory.v1.Product.$Properties[]|null);

                    /** ListProductsResponse nextPageToken */
                    nextPageToken?: (string|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a ListProductsResponse. */
                type $Shape = {
                  products?: polywire.inventory.v1.Product.$Shape[]|null;
                  nextPageToken?: string|null;
                  $unknowns?: Uint8Array[];
                };
            }

            /**
             * Properties of a CreateProductRequest.
             * @deprecated Use polywire.inventory.v1.CreateProductRequest.$Properties instead.
             */
            interface ICreateProductRequest extends polywire.inventory.v1.CreateProductRequest.$Properties {
            }

            /** Represents a CreateProductRequest. */
            class CreateProductRequest {

                /**
                 * Constructs a new CreateProductRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.inventory.v1.CreateProductRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** CreateProductRequest product. */
                product?: (polywire.inventory.v1.Product.$Properties|null);

                /**
                 * Creates a new CreateProductRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns CreateProductRequest instance
                 */
                static create(properties: polywire.inventory.v1.CreateProductRequest.$Shape): polywire.inventory.v1.CreateProductRequest & polywire.inventory.v1.CreateProductRequest.$Shape;
                static create(properties?: polywire.inventory.v1.CreateProductRequest.$Properties): polywire.inventory.v1.CreateProductRequest;

                /**
                 * Encodes the specified CreateProductRequest message. Does not implicitly {@link polywire.inventory.v1.CreateProductRequest.verify|verify} messages.
                 * @param message CreateProductRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.inventory.v1.CreateProductRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified CreateProductRequest message, length delimited. Does not implicitly {@link polywire.inventory.v1.CreateProductRequest.verify|verify} messages.
                 * @param message CreateProductRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.inventory.v1.CreateProductRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CreateProductRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.inventory.v1.CreateProductRequest & polywire.inventory.v1.CreateProductRequest.$Shape} CreateProductRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.inventory.v1.CreateProductRequest & polywire.inventory.v1.CreateProductRequest.$Shape;

                /**
                 * Decodes a CreateProductRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.inventory.v1.CreateProductRequest & polywire.inventory.v1.CreateProductRequest.$Shape} CreateProductRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.inventory.v1.CreateProductRequest & polywire.inventory.v1.CreateProductRequest.$Shape;

                /**
                 * Verifies a CreateProductRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a CreateProductRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns CreateProductRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.inventory.v1.CreateProductRequest;

                /**
                 * Creates a plain object from a CreateProductRequest message. Also converts values to other types if specified.
                 * @param message CreateProductRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.inventory.v1.CreateProductRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this CreateProductRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for CreateProductRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace CreateProductRequest {

                /** Properties of a CreateProductRequest. */
                interface $Properties {

                    /** CreateProductRequest product */
                    product?: (polywire.inventory.v1.Product.$Properties|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a CreateProductRequest. */
                type $Shape = {
                  product?: polywire.inventory.v1.Product.$Shape|null;
                  $unknowns?: Uint8Array[];
                };
            }
        }
    }

    /** Namespace people. */
    namespace people {

        /** Namespace v1. */
        namespace v1 {

            /** Represents a PeopleService */
            class PeopleService extends $protobuf.rpc.Service {

                /**
                 * Constructs a new PeopleService service.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 */
                constructor(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean);

                /**
                 * Creates new PeopleService service using the specified rpc implementation.
                 * @param rpcImpl RPC implementation
                 * @param [requestDelimited=false] Whether requests are length-delimited
                 * @param [responseDelimited=false] Whether responses are length-delimited
                 * @returns RPC service. Useful where requests and/or responses are streamed.
                 */
                static create(rpcImpl: $protobuf.RPCImpl, requestDelimited?: boolean, responseDelimited?: boolean): PeopleService;

                /** Calls GetPeople. */
                getPeople: polywire.people.v1.PeopleService.GetPeople;

                /** Calls PostPeople. */
                postPeople: polywire.people.v1.PeopleService.PostPeople;

                /** Calls GetPostedPeople. */
                getPostedPeople: polywire.people.v1.PeopleService.GetPostedPeople;

                /** Calls StreamPeople. */
                streamPeople: polywire.people.v1.PeopleService.StreamPeople;
            }

            namespace PeopleService {

                /**
                 * Callback as used by {@link polywire.people.v1.PeopleService#getPeople}.
                 * @param error Error, if any
                 * @param [response] People
                 */
                type GetPeopleCallback = (error: (Error|null), response?: polywire.people.v1.People) => void;

                /** Calls GetPeople. */
                type GetPeople = {
                  (request: polywire.people.v1.IGetPeopleRequest, callback: polywire.people.v1.PeopleService.GetPeopleCallback): void;
                  (request: polywire.people.v1.IGetPeopleRequest): Promise<polywire.people.v1.People>;
                  readonly name: "GetPeople";
                  readonly path: "/polywire.people.v1.PeopleService/GetPeople";
                  readonly requestType: "GetPeopleRequest";
                  readonly responseType: "People";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };

                /**
                 * Callback as used by {@link polywire.people.v1.PeopleService#postPeople}.
                 * @param error Error, if any
                 * @param [response] PostPeopleResponse
                 */
                type PostPeopleCallback = (error: (Error|null), response?: polywire.people.v1.PostPeopleResponse) => void;

                /** Calls PostPeople. */
                type PostPeople = {
                  (request: polywire.people.v1.IPeople, callback: polywire.people.v1.PeopleService.PostPeopleCallback): void;
                  (request: polywire.people.v1.IPeople): Promise<polywire.people.v1.PostPeopleResponse>;
                  readonly name: "PostPeople";
                  readonly path: "/polywire.people.v1.PeopleService/PostPeople";
                  readonly requestType: "People";
                  readonly responseType: "PostPeopleResponse";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };

                /**
                 * Callback as used by {@link polywire.people.v1.PeopleService#getPostedPeople}.
                 * @param error Error, if any
                 * @param [response] People
                 */
                type GetPostedPeopleCallback = (error: (Error|null), response?: polywire.people.v1.People) => void;

                /** Calls GetPostedPeople. */
                type GetPostedPeople = {
                  (request: polywire.people.v1.IGetPostedPeopleRequest, callback: polywire.people.v1.PeopleService.GetPostedPeopleCallback): void;
                  (request: polywire.people.v1.IGetPostedPeopleRequest): Promise<polywire.people.v1.People>;
                  readonly name: "GetPostedPeople";
                  readonly path: "/polywire.people.v1.PeopleService/GetPostedPeople";
                  readonly requestType: "GetPostedPeopleRequest";
                  readonly responseType: "People";
                  readonly requestStream: undefined;
                  readonly responseStream: undefined;
                };

                /**
                 * Callback as used by {@link polywire.people.v1.PeopleService#streamPeople}.
                 * @param error Error, if any
                 * @param [response] Person
                 */
                type StreamPeopleCallback = (error: (Error|null), response?: polywire.people.v1.Person) => void;

                /** Calls StreamPeople. */
                type StreamPeople = {
                  (request: polywire.people.v1.IStreamPeopleRequest, callback: polywire.people.v1.PeopleService.StreamPeopleCallback): void;
                  (request: polywire.people.v1.IStreamPeopleRequest): Promise<polywire.people.v1.Person>;
                  readonly name: "StreamPeople";
                  readonly path: "/polywire.people.v1.PeopleService/StreamPeople";
                  readonly requestType: "StreamPeopleRequest";
                  readonly responseType: "Person";
                  readonly requestStream: undefined;
                  readonly responseStream: true;
                };
            }

            /**
             * Properties of a GetPeopleRequest.
             * @deprecated Use polywire.people.v1.GetPeopleRequest.$Properties instead.
             */
            interface IGetPeopleRequest extends polywire.people.v1.GetPeopleRequest.$Properties {
            }

            /** Represents a GetPeopleRequest. */
            class GetPeopleRequest {

                /**
                 * Constructs a new GetPeopleRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.people.v1.GetPeopleRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /**
                 * Creates a new GetPeopleRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns GetPeopleRequest instance
                 */
                static create(properties: polywire.people.v1.GetPeopleRequest.$Shape): polywire.people.v1.GetPeopleRequest & polywire.people.v1.GetPeopleRequest.$Shape;
                static create(properties?: polywire.people.v1.GetPeopleRequest.$Properties): polywire.people.v1.GetPeopleRequest;

                /**
                 * Encodes the specified GetPeopleRequest message. Does not implicitly {@link polywire.people.v1.GetPeopleRequest.verify|verify} messages.
                 * @param message GetPeopleRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.people.v1.GetPeopleRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified GetPeopleRequest message, length delimited. Does not implicitly {@link polywire.people.v1.GetPeopleRequest.verify|verify} messages.
                 * @param message GetPeopleRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.people.v1.GetPeopleRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a GetPeopleRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.people.v1.GetPeopleRequest & polywire.people.v1.GetPeopleRequest.$Shape} GetPeopleRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.people.v1.GetPeopleRequest & polywire.people.v1.GetPeopleRequest.$Shape;

                /**
                 * Decodes a GetPeopleRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.people.v1.GetPeopleRequest & polywire.people.v1.GetPeopleRequest.$Shape} GetPeopleRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.people.v1.GetPeopleRequest & polywire.people.v1.GetPeopleRequest.$Shape;

                /**
                 * Verifies a GetPeopleRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a GetPeopleRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns GetPeopleRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.people.v1.GetPeopleRequest;

                /**
                 * Creates a plain object from a GetPeopleRequest message. Also converts values to other types if specified.
                 * @param message GetPeopleRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.people.v1.GetPeopleRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this GetPeopleRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for GetPeopleRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace GetPeopleRequest {

                /** Properties of a GetPeopleRequest. */
                interface $Properties {

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a GetPeopleRequest. */
                type $Shape = polywire.people.v1.GetPeopleRequest.$Properties;
            }

            /**
             * Properties of a GetPostedPeopleRequest.
             * @deprecated Use polywire.people.v1.GetPostedPeopleRequest.$Properties instead.
             */
            interface IGetPostedPeopleRequest extends polywire.people.v1.GetPostedPeopleRequest.$Properties {
            }

            /** Represents a GetPostedPeopleRequest. */
            class GetPostedPeopleRequest {

                /**
                 * Constructs a new GetPostedPeopleRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.people.v1.GetPostedPeopleRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** GetPostedPeopleRequest limit. */
                limit: number;

                /** GetPostedPeopleRequest offset. */
                offset: number;

                /**
                 * Creates a new GetPostedPeopleRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns GetPostedPeopleRequest instance
                 */
                static create(properties: polywire.people.v1.GetPostedPeopleRequest.$Shape): polywire.people.v1.GetPostedPeopleRequest & polywire.people.v1.GetPostedPeopleRequest.$Shape;
                static create(properties?: polywire.people.v1.GetPostedPeopleRequest.$Properties): polywire.people.v1.GetPostedPeopleRequest;

                /**
                 * Encodes the specified GetPostedPeopleRequest message. Does not implicitly {@link polywire.people.v1.GetPostedPeopleRequest.verify|verify} messages.
                 * @param message GetPostedPeopleRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.people.v1.GetPostedPeopleRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified GetPostedPeopleRequest message, length delimited. Does not implicitly {@link polywire.people.v1.GetPostedPeopleRequest.verify|verify} messages.
                 * @param message GetPostedPeopleRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.people.v1.GetPostedPeopleRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a GetPostedPeopleRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.people.v1.GetPostedPeopleRequest & polywire.people.v1.GetPostedPeopleRequest.$Shape} GetPostedPeopleRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.people.v1.GetPostedPeopleRequest & polywire.people.v1.GetPostedPeopleRequest.$Shape;

                /**
                 * Decodes a GetPostedPeopleRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.people.v1.GetPostedPeopleRequest & polywire.people.v1.GetPostedPeopleRequest.$Shape} GetPostedPeopleRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.people.v1.GetPostedPeopleRequest & polywire.people.v1.GetPostedPeopleRequest.$Shape;

                /**
                 * Verifies a GetPostedPeopleRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a GetPostedPeopleRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns GetPostedPeopleRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.people.v1.GetPostedPeopleRequest;

                /**
                 * Creates a plain object from a GetPostedPeopleRequest message. Also converts values to other types if specified.
                 * @param message GetPostedPeopleRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.people.v1.GetPostedPeopleRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this GetPostedPeopleRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for GetPostedPeopleRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace GetPostedPeopleRequest {

                /** Properties of a GetPostedPeopleRequest. */
                interface $Properties {

                    /** GetPostedPeopleRequest limit */
                    limit?: (number|null);

                    /** GetPostedPeopleRequest offset */
                    offset?: (number|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a GetPostedPeopleRequest. */
                type $Shape = polywire.people.v1.GetPostedPeopleRequest.$Properties;
            }

            /**
             * Properties of a StreamPeopleRequest.
             * @deprecated Use polywire.people.v1.StreamPeopleRequest.$Properties instead.
             */
            interface IStreamPeopleRequest extends polywire.people.v1.StreamPeopleRequest.$Properties {
            }

            /** Represents a StreamPeopleRequest. */
            class StreamPeopleRequest {

                /**
                 * Constructs a new StreamPeopleRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.people.v1.StreamPeopleRequest.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** StreamPeopleRequest limit. */
                limit: number;

                /**
                 * Creates a new StreamPeopleRequest instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns StreamPeopleRequest instance
                 */
                static create(properties: polywire.people.v1.StreamPeopleRequest.$Shape): polywire.people.v1.StreamPeopleRequest & polywire.people.v1.StreamPeopleRequest.$Shape;
                static create(properties?: polywire.people.v1.StreamPeopleRequest.$Properties): polywire.people.v1.StreamPeopleRequest;

                /**
                 * Encodes the specified StreamPeopleRequest message. Does not implicitly {@link polywire.people.v1.StreamPeopleRequest.verify|verify} messages.
                 * @param message StreamPeopleRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.people.v1.StreamPeopleRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified StreamPeopleRequest message, length delimited. Does not implicitly {@link polywire.people.v1.StreamPeopleRequest.verify|verify} messages.
                 * @param message StreamPeopleRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.people.v1.StreamPeopleRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a StreamPeopleRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.people.v1.StreamPeopleRequest & polywire.people.v1.StreamPeopleRequest.$Shape} StreamPeopleRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.people.v1.StreamPeopleRequest & polywire.people.v1.StreamPeopleRequest.$Shape;

                /**
                 * Decodes a StreamPeopleRequest message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.people.v1.StreamPeopleRequest & polywire.people.v1.StreamPeopleRequest.$Shape} StreamPeopleRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.people.v1.StreamPeopleRequest & polywire.people.v1.StreamPeopleRequest.$Shape;

                /**
                 * Verifies a StreamPeopleRequest message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a StreamPeopleRequest message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns StreamPeopleRequest
                 */
                static fromObject(object: { [k: string]: any }): polywire.people.v1.StreamPeopleRequest;

                /**
                 * Creates a plain object from a StreamPeopleRequest message. Also converts values to other types if specified.
                 * @param message StreamPeopleRequest
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.people.v1.StreamPeopleRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this StreamPeopleRequest to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for StreamPeopleRequest
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace StreamPeopleRequest {

                /** Properties of a StreamPeopleRequest. */
                interface $Properties {

                    /** StreamPeopleRequest limit */
                    limit?: (number|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a StreamPeopleRequest. */
                type $Shape = polywire.people.v1.StreamPeopleRequest.$Properties;
            }

            /**
             * Properties of a People.
             * @deprecated Use polywire.people.v1.People.$Properties instead.
             */
            interface IPeople extends polywire.people.v1.People.$Properties {
            }

            /** Represents a People. */
            class People {

                /**
                 * Constructs a new People.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.people.v1.People.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** People person. */
                person: polywire.people.v1.Person.$Properties[];

                /**
                 * Creates a new People instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns People instance
                 */
                static create(properties: polywire.people.v1.People.$Shape): polywire.people.v1.People & polywire.people.v1.People.$Shape;
                static create(properties?: polywire.people.v1.People.$Properties): polywire.people.v1.People;

                /**
                 * Encodes the specified People message. Does not implicitly {@link polywire.people.v1.People.verify|verify} messages.
                 * @param message People message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.people.v1.People.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified People message, length delimited. Does not implicitly {@link polywire.people.v1.People.verify|verify} messages.
                 * @param message People message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.people.v1.People.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a People message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.people.v1.People & polywire.people.v1.People.$Shape} People
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.people.v1.People & polywire.people.v1.People.$Shape;

                /**
                 * Decodes a People message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.people.v1.People & polywire.people.v1.People.$Shape} People
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.people.v1.People & polywire.people.v1.People.$Shape;

                /**
                 * Verifies a People message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a People message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns People
                 */
                static fromObject(object: { [k: string]: any }): polywire.people.v1.People;

                /**
                 * Creates a plain object from a People message. Also converts values to other types if specified.
                 * @param message People
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.people.v1.People, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this People to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for People
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace People {

                /** Properties of a People. */
                interface $Properties {

                    /** People person */
                    person?: (polywire.people.v1.Person.$Properties[]|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a People. */
                type $Shape = polywire.people.v1.People.$Properties;
            }

            /**
             * Properties of a Person.
             * @deprecated Use polywire.people.v1.Person.$Properties instead.
             */
            interface IPerson extends polywire.people.v1.Person.$Properties {
            }

            /** Represents a Person. */
            class Person {

                /**
                 * Constructs a new Person.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.people.v1.Person.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Person name. */
                name: string;

                /** Person address. */
                address: polywire.people.v1.Address.$Properties[];

                /** Person mobile. */
                mobile: string[];

                /** Person email. */
                email: string[];

                /**
                 * Creates a new Person instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Person instance
                 */
                static create(properties: polywire.people.v1.Person.$Shape): polywire.people.v1.Person & polywire.people.v1.Person.$Shape;
                static create(properties?: polywire.people.v1.Person.$Properties): polywire.people.v1.Person;

                /**
                 * Encodes the specified Person message. Does not implicitly {@link polywire.people.v1.Person.verify|verify} messages.
                 * @param message Person message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.people.v1.Person.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Person message, length delimited. Does not implicitly {@link polywire.people.v1.Person.verify|verify} messages.
                 * @param message Person message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.people.v1.Person.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Person message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.people.v1.Person & polywire.people.v1.Person.$Shape} Person
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.people.v1.Person & polywire.people.v1.Person.$Shape;

                /**
                 * Decodes a Person message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.people.v1.Person & polywire.people.v1.Person.$Shape} Person
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.people.v1.Person & polywire.people.v1.Person.$Shape;

                /**
                 * Verifies a Person message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a Person message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Person
                 */
                static fromObject(object: { [k: string]: any }): polywire.people.v1.Person;

                /**
                 * Creates a plain object from a Person message. Also converts values to other types if specified.
                 * @param message Person
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.people.v1.Person, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Person to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Person
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Person {

                /** Properties of a Person. */
                interface $Properties {

                    /** Person name */
                    name?: (string|null);

                    /** Person address */
                    address?: (polywire.people.v1.Address.$Properties[]|null);

                    /** Person mobile */
                    mobile?: (string[]|null);

                    /** Person email */
                    email?: (string[]|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a Person. */
                type $Shape = polywire.people.v1.Person.$Properties;
            }

            /**
             * Properties of an Address.
             * @deprecated Use polywire.people.v1.Address.$Properties instead.
             */
            interface IAddress extends polywire.people.v1.Address.$Properties {
            }

            /** Represents an Address. */
            class Address {

                /**
                 * Constructs a new Address.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.people.v1.Address.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** Address street. */
                street: string;

                /** Address number. */
                number: number;

                /**
                 * Creates a new Address instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns Address instance
                 */
                static create(properties: polywire.people.v1.Address.$Shape): polywire.people.v1.Address & polywire.people.v1.Address.$Shape;
                static create(properties?: polywire.people.v1.Address.$Properties): polywire.people.v1.Address;

                /**
                 * Encodes the specified Address message. Does not implicitly {@link polywire.people.v1.Address.verify|verify} messages.
                 * @param message Address message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.people.v1.Address.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified Address message, length delimited. Does not implicitly {@link polywire.people.v1.Address.verify|verify} messages.
                 * @param message Address message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.people.v1.Address.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Address message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.people.v1.Address & polywire.people.v1.Address.$Shape} Address
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.people.v1.Address & polywire.people.v1.Address.$Shape;

                /**
                 * Decodes an Address message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.people.v1.Address & polywire.people.v1.Address.$Shape} Address
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.people.v1.Address & polywire.people.v1.Address.$Shape;

                /**
                 * Verifies an Address message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates an Address message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns Address
                 */
                static fromObject(object: { [k: string]: any }): polywire.people.v1.Address;

                /**
                 * Creates a plain object from an Address message. Also converts values to other types if specified.
                 * @param message Address
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.people.v1.Address, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this Address to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for Address
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace Address {

                /** Properties of an Address. */
                interface $Properties {

                    /** Address street */
                    street?: (string|null);

                    /** Address number */
                    number?: (number|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of an Address. */
                type $Shape = polywire.people.v1.Address.$Properties;
            }

            /**
             * Properties of a PostPeopleResponse.
             * @deprecated Use polywire.people.v1.PostPeopleResponse.$Properties instead.
             */
            interface IPostPeopleResponse extends polywire.people.v1.PostPeopleResponse.$Properties {
            }

            /** Represents a PostPeopleResponse. */
            class PostPeopleResponse {

                /**
                 * Constructs a new PostPeopleResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: polywire.people.v1.PostPeopleResponse.$Properties);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];

                /** PostPeopleResponse received. */
                received: number;

                /**
                 * Creates a new PostPeopleResponse instance using the specified properties.
                 * @param [properties] Properties to set
                 * @returns PostPeopleResponse instance
                 */
                static create(properties: polywire.people.v1.PostPeopleResponse.$Shape): polywire.people.v1.PostPeopleResponse & polywire.people.v1.PostPeopleResponse.$Shape;
                static create(properties?: polywire.people.v1.PostPeopleResponse.$Properties): polywire.people.v1.PostPeopleResponse;

                /**
                 * Encodes the specified PostPeopleResponse message. Does not implicitly {@link polywire.people.v1.PostPeopleResponse.verify|verify} messages.
                 * @param message PostPeopleResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encode(message: polywire.people.v1.PostPeopleResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Encodes the specified PostPeopleResponse message, length delimited. Does not implicitly {@link polywire.people.v1.PostPeopleResponse.verify|verify} messages.
                 * @param message PostPeopleResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                static encodeDelimited(message: polywire.people.v1.PostPeopleResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a PostPeopleResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns {polywire.people.v1.PostPeopleResponse & polywire.people.v1.PostPeopleResponse.$Shape} PostPeopleResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): polywire.people.v1.PostPeopleResponse & polywire.people.v1.PostPeopleResponse.$Shape;

                /**
                 * Decodes a PostPeopleResponse message from the specified reader or buffer, length delimited.
                 * @param reader Reader or buffer to decode from
                 * @returns {polywire.people.v1.PostPeopleResponse & polywire.people.v1.PostPeopleResponse.$Shape} PostPeopleResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): polywire.people.v1.PostPeopleResponse & polywire.people.v1.PostPeopleResponse.$Shape;

                /**
                 * Verifies a PostPeopleResponse message.
                 * @param message Plain object to verify
                 * @returns `null` if valid, otherwise the reason why it is not
                 */
                static verify(message: { [k: string]: any }): (string|null);

                /**
                 * Creates a PostPeopleResponse message from a plain object. Also converts values to their respective internal types.
                 * @param object Plain object
                 * @returns PostPeopleResponse
                 */
                static fromObject(object: { [k: string]: any }): polywire.people.v1.PostPeopleResponse;

                /**
                 * Creates a plain object from a PostPeopleResponse message. Also converts values to other types if specified.
                 * @param message PostPeopleResponse
                 * @param [options] Conversion options
                 * @returns Plain object
                 */
                static toObject(message: polywire.people.v1.PostPeopleResponse, options?: $protobuf.IConversionOptions): { [k: string]: any };

                /**
                 * Converts this PostPeopleResponse to JSON.
                 * @returns JSON object
                 */
                toJSON(): { [k: string]: any };

                /**
                 * Gets the type url for PostPeopleResponse
                 * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns The type url
                 */
                static getTypeUrl(prefix?: string): string;
            }

            namespace PostPeopleResponse {

                /** Properties of a PostPeopleResponse. */
                interface $Properties {

                    /** PostPeopleResponse received */
                    received?: (number|null);

                    /** Unknown fields preserved while decoding when enabled */
                    $unknowns?: Uint8Array[];
                }

                /** Shape of a PostPeopleResponse. */
                type $Shape = polywire.people.v1.PostPeopleResponse.$Properties;
            }
        }
    }
}

/** Namespace google. */
export namespace google {

    /** Namespace protobuf. */
    namespace protobuf {

        /**
         * Properties of a Timestamp.
         * @deprecated Use google.protobuf.Timestamp.$Properties instead.
         */
        interface ITimestamp extends google.protobuf.Timestamp.$Properties {
        }

        /** Represents a Timestamp. */
        class Timestamp {

            /**
             * Constructs a new Timestamp.
             * @param [properties] Properties to set
             */
            constructor(properties?: google.protobuf.Timestamp.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Timestamp seconds. */
            seconds: (number|Long);

            /** Timestamp nanos. */
            nanos: number;

            /**
             * Creates a new Timestamp instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Timestamp instance
             */
            static create(properties: google.protobuf.Timestamp.$Shape): google.protobuf.Timestamp & google.protobuf.Timestamp.$Shape;
            static create(properties?: google.protobuf.Timestamp.$Properties): google.protobuf.Timestamp;

            /**
             * Encodes the specified Timestamp message. Does not implicitly {@link google.protobuf.Timestamp.verify|verify} messages.
             * @param message Timestamp message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: google.protobuf.Timestamp.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Timestamp message, length delimited. Does not implicitly {@link google.protobuf.Timestamp.verify|verify} messages.
             * @param message Timestamp message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: google.protobuf.Timestamp.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Timestamp message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {google.protobuf.Timestamp & google.protobuf.Timestamp.$Shape} Timestamp
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): google.protobuf.Timestamp & google.protobuf.Timestamp.$Shape;

            /**
             * Decodes a Timestamp message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {google.protobuf.Timestamp & google.protobuf.Timestamp.$Shape} Timestamp
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): google.protobuf.Timestamp & google.protobuf.Timestamp.$Shape;

            /**
             * Verifies a Timestamp message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Timestamp message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Timestamp
             */
            static fromObject(object: { [k: string]: any }): google.protobuf.Timestamp;

            /**
             * Creates a plain object from a Timestamp message. Also converts values to other types if specified.
             * @param message Timestamp
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: google.protobuf.Timestamp, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Timestamp to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Timestamp
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Timestamp {

            /** Properties of a Timestamp. */
            interface $Properties {

                /** Timestamp seconds */
                seconds?: (number|Long|null);

                /** Timestamp nanos */
                nanos?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Timestamp. */
            type $Shape = google.protobuf.Timestamp.$Properties;
        }
    }
}
