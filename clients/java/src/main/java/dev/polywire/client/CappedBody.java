package dev.polywire.client;

import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * java.net.http's byte-array body handler with two additions the lab needs:
 * a cap on the bytes received (ofByteArray buffers whatever comes), and the
 * nanoTime at which the last byte was joined into the array — seed 002's
 * "end of reception", where processing time starts.
 */
final class CappedBody implements HttpResponse.BodyHandler<CappedBody.Received> {
  /** The body and when it was complete. */
  record Received(byte[] bytes, long completedNanos) {}

  private final long cap;
  private volatile boolean exceeded;

  CappedBody(long cap) {
    this.cap = cap;
  }

  /**
   * Whether this request's body went over the cap. Cancelling the stream
   * makes java.net.http fail the exchange with its own "cancelled"
   * IOException, which can win the race with ours; the caller asks here.
   */
  boolean exceeded() {
    return exceeded;
  }

  @Override
  public HttpResponse.BodySubscriber<Received> apply(HttpResponse.ResponseInfo info) {
    return new Subscriber(cap);
  }

  private final class Subscriber implements HttpResponse.BodySubscriber<Received> {
    private final long cap;
    private final CompletableFuture<Received> result = new CompletableFuture<>();
    private final List<ByteBuffer> parts = new ArrayList<>();
    private long size;
    private Flow.Subscription subscription;

    Subscriber(long cap) {
      this.cap = cap;
    }

    @Override
    public CompletionStage<Received> getBody() {
      return result;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      subscription = s;
      s.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
      if (result.isDone()) {
        return;
      }
      for (ByteBuffer b : items) {
        size += b.remaining();
        parts.add(b);
      }
      if (size > cap) {
        parts.clear();
        exceeded = true;
        result.completeExceptionally(new BodyTooLargeException("response body on the wire", cap));
        subscription.cancel();
      }
    }

    @Override
    public void onError(Throwable t) {
      parts.clear();
      result.completeExceptionally(t);
    }

    @Override
    public void onComplete() {
      if (result.isDone()) {
        return;
      }
      byte[] out = new byte[(int) size];
      int off = 0;
      for (ByteBuffer b : parts) {
        int n = b.remaining();
        b.get(out, off, n);
        off += n;
      }
      parts.clear();
      result.complete(new Received(out, System.nanoTime()));
    }
  }
}
