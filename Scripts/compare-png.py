#!/usr/bin/env python3
"""Compares two PNG pictures of the same size pixel by pixel (standard library only: zlib and
the PNG filters; 8-bit grey, grey+alpha, RGB or RGBA, not interlaced — what rsvg-convert
writes).

Prints one line: `pixels=N differing=D max=M mean=A`, where a pixel differs when any channel
differs by more than --tolerance (0–255), M is the largest channel difference and A the mean
absolute channel difference. Exit status 0, or 2 on unreadable or differently sized pictures.

    python3 Scripts/compare-png.py a.png b.png [--tolerance 64]
"""
import argparse
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"{path}: only 8-bit grey/RGB(A), non-interlaced PNGs are read")
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1 : offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--tolerance", type=int, default=64)
    options = parser.parse_args()
    try:
        wa, ha, ca, ra = read_png(options.a)
        wb, hb, cb, rb = read_png(options.b)
    except (OSError, ValueError, zlib.error) as error:
        print(f"compare-png: {error}", file=sys.stderr)
        return 2
    if (wa, ha, ca) != (wb, hb, cb):
        print(f"compare-png: sizes differ: {wa}x{ha}x{ca} and {wb}x{hb}x{cb}", file=sys.stderr)
        return 2
    differing, largest, total = 0, 0, 0
    for la, lb in zip(ra, rb):
        for p in range(wa):
            worst = 0
            for k in range(ca):
                d = abs(la[p * ca + k] - lb[p * ca + k])
                total += d
                worst = max(worst, d)
            largest = max(largest, worst)
            if worst > options.tolerance:
                differing += 1
    print(f"pixels={wa * ha} differing={differing} max={largest} mean={total / (wa * ha * ca):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
