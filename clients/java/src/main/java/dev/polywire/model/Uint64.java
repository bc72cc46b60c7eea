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
 * Marks a long that holds a proto uint64: Java has no unsigned long, so the
 * field keeps the bits (18446744073709551615 is -1L) and only its text form
 * differs from an int64's. One annotation tells both Jackson (through
 * {@link JacksonAnnotationsInside}) and Moshi (a {@link JsonQualifier}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
@JacksonAnnotationsInside
@JsonSerialize(using = Proto3.Uint64Writer.class)
@JsonDeserialize(using = Proto3.Uint64Reader.class)
@JsonQualifier
public @interface Uint64 {}
