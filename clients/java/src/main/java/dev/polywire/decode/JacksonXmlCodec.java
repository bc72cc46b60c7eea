package dev.polywire.decode;

import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.dataformat.xml.ser.ToXmlGenerator;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.polywire.model.InventoryXml;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

/**
 * jackson-dataformat-xml's XmlMapper into the plain classes: seed 002's XML
 * baseline. Repeated fields are unwrapped, one element per item, as polywire
 * writes them. XmlMapper alone reads any root element and stops at its end,
 * so the codec opens the StAX reader itself: the root must be the message's
 * name with no attributes or namespaces, there must be no DTD, and nothing but
 * comments and whitespace may follow the root, which is what polywire's Go
 * decoder checks too. Writing adds the XML declaration and names the root
 * after the message ({@code <Error>}, not the class's ErrorBody). A map is
 * polywire's repeated {@code <attrs><key/><value/></attrs>}, which binds to
 * a list of entries ({@link InventoryXml}), not to a java.util.Map.
 */
final class JacksonXmlCodec<T> extends PlainCodec<T> {
  static final String NAME = "Jackson XML";

  private static final XmlMapper XML = JacksonCodec.configure(XmlMapper.builder()
      .defaultUseWrapper(false)
      .enable(ToXmlGenerator.Feature.WRITE_XML_DECLARATION)
      .build());
  private static final XMLInputFactory IN = XML.getFactory().getXMLInputFactory();

  private final ObjectWriter writer;

  JacksonXmlCodec(MessageType type) {
    super(NAME, "xml", type, xmlClass(type));
    this.writer = XML.writerFor(cls).withRootName(type.shortName());
  }

  /** The plain class of type, or its XML form where a map needs one ({@link InventoryXml}). */
  @SuppressWarnings("unchecked")
  private static <T> Class<T> xmlClass(MessageType type) {
    return type == MessageType.PRODUCT_LIST ? (Class<T>) InventoryXml.ListProductsResponse.class : modelClass(type);
  }

  @Override
  T read(byte[] body) throws Exception {
    XMLStreamReader r = IN.createXMLStreamReader(new ByteArrayInputStream(body));
    try {
      int e = r.getEventType();
      while (e != XMLStreamConstants.START_ELEMENT) {
        if (e == XMLStreamConstants.DTD || e == XMLStreamConstants.CHARACTERS && !r.isWhiteSpace()) {
          throw new IOException("want the <" + type().shortName() + "> element first");
        }
        e = r.next();
      }
      if (!r.getLocalName().equals(type().shortName()) || r.getPrefix() != null && !r.getPrefix().isEmpty()
          || r.getAttributeCount() != 0 || r.getNamespaceCount() != 0) {
        throw new IOException("want a plain <" + type().shortName() + "> root element, got <" + r.getName() + ">");
      }
      T v = XML.readValue(r, cls);
      while (r.hasNext()) {
        e = r.next();
        if (e == XMLStreamConstants.START_ELEMENT || e == XMLStreamConstants.DTD
            || e == XMLStreamConstants.CHARACTERS && !r.isWhiteSpace()) {
          throw new IOException("content after the root element");
        }
      }
      return v;
    } finally {
      r.close();
    }
  }

  @Override
  byte[] write(T value) throws Exception {
    return writer.writeValueAsBytes(value);
  }
}
