package dev.polywire.decode;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.polywire.gen.fb.google.protobuf.Timestamp;
import dev.polywire.gen.fb.inventory.v1.AttrsEntry;
import dev.polywire.gen.fb.inventory.v1.AttrsEntryT;
import dev.polywire.gen.fb.inventory.v1.ListProductsResponse;
import dev.polywire.gen.fb.inventory.v1.ListProductsResponseT;
import dev.polywire.gen.fb.inventory.v1.Product;
import dev.polywire.gen.fb.inventory.v1.ProductT;

/**
 * The object API's pack for the inventory tables, by hand: flatc 2.0.8's
 * generated {@code Product.pack} passes the optional scalars of the oneof
 * (in_stock:int = null, discontinued:bool = null) to {@code createProduct}
 * as unboxed ints and booleans — a NullPointerException when the member is
 * unset — and {@code addInStock} writes with {@code addInt(slot, v, 0)},
 * which leaves a 0 out like any default, so a set {@code in_stock: 0} would
 * read back as unset. Here a set member is written whatever its value
 * (defaults forced for that one add) and an unset one not at all, as
 * polywire's encoders write them; everything else as flatc's pack does
 * (the entries of attrs in the order given: FlatMapper sorts them by key).
 */
final class FlatPack {
  private FlatPack() {}

  static int pack(FlatBufferBuilder b, ListProductsResponseT o) {
    int products = 0;
    if (o.getProducts() != null) {
      int[] offs = new int[o.getProducts().length];
      for (int i = 0; i < offs.length; i++) {
        offs[i] = pack(b, o.getProducts()[i]);
      }
      products = ListProductsResponse.createProductsVector(b, offs);
    }
    int token = o.getNextPageToken() == null ? 0 : b.createString(o.getNextPageToken());
    ListProductsResponse.startListProductsResponse(b);
    ListProductsResponse.addNextPageToken(b, token);
    ListProductsResponse.addProducts(b, products);
    return ListProductsResponse.endListProductsResponse(b);
  }

  static int pack(FlatBufferBuilder b, ProductT o) {
    int sku = o.getSku() == null ? 0 : b.createString(o.getSku());
    int name = o.getName() == null ? 0 : b.createString(o.getName());
    int tags = 0;
    if (o.getTags() != null) {
      int[] offs = new int[o.getTags().length];
      for (int i = 0; i < offs.length; i++) {
        offs[i] = b.createString(o.getTags()[i]);
      }
      tags = Product.createTagsVector(b, offs);
    }
    int updatedAt = o.getUpdatedAt() == null ? 0 : Timestamp.pack(b, o.getUpdatedAt());
    int attrs = 0;
    if (o.getAttrs() != null) {
      int[] offs = new int[o.getAttrs().length];
      for (int i = 0; i < offs.length; i++) {
        AttrsEntryT e = o.getAttrs()[i];
        offs[i] = AttrsEntry.pack(b, e);
      }
      attrs = Product.createAttrsVector(b, offs);
    }
    int backorderUntil = o.getBackorderUntil() == null ? 0 : Timestamp.pack(b, o.getBackorderUntil());
    Product.startProduct(b);
    Product.addPriceCents(b, o.getPriceCents());
    Product.addBackorderUntil(b, backorderUntil);
    if (o.getInStock() != null) {
      b.forceDefaults(true);
      Product.addInStock(b, o.getInStock());
      b.forceDefaults(false);
    }
    Product.addAttrs(b, attrs);
    Product.addUpdatedAt(b, updatedAt);
    Product.addTags(b, tags);
    Product.addName(b, name);
    Product.addSku(b, sku);
    if (o.getDiscontinued() != null) {
      b.forceDefaults(true);
      Product.addDiscontinued(b, o.getDiscontinued());
      b.forceDefaults(false);
    }
    return Product.endProduct(b);
  }
}
