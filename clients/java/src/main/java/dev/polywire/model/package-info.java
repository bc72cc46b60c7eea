/**
 * polywire's messages as the plain Java classes an Android app writes for
 * Jackson, Jackson Jr, Moshi, MessagePack and XML binders: public mutable
 * fields named as the proto fields, defaults pre-set, one class per message.
 * They are shared by every binder so that the lab compares libraries, not
 * models; {@link dev.polywire.model.ProtoMapper} ties them to protobuf-java
 * and {@link dev.polywire.model.Proto3} holds the proto3 rules (64-bit
 * integers, uint64, enums) the field types cannot state.
 */
package dev.polywire.model;
