package dev.polywire.model;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.squareup.moshi.JsonQualifier;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a long that holds a proto int64, which proto3 JSON (and polywire's
 * XML) write as a decimal string so that JavaScript keeps every digit, and
 * MessagePack as an integer. Read by Jackson and Moshi like {@link Uint64}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
@JacksonAnnotationsInside
@JsonSerialize(using = Proto3.Int64Writer.class)
@JsonDeserialize(using = Proto3.Int64Reader.class)
@JsonQualifier
public @interface Int64 {}
